/**
 * The admin's first password, framed so it stands out among the start's JSON log lines. Printed
 * once, on the start that created the admin, to standard output only (never through the logger,
 * whose lines may be shipped and kept); only the password's argon2id hash is stored.
 *
 * @param input.username the admin's name (`ADMIN_USERNAME`)
 * @param input.password the generated password (20 characters of a secure random token)
 * @param input.url where the app is served, for the login
 * @returns the block of lines to print, ending in a newline
 */
export function adminPasswordBanner(input: {
  username: string;
  password: string;
  url: string;
}): string {
  const lines = [
    'Launchdeck: the admin account was created.',
    '',
    `  Log in at   ${input.url}`,
    `  Username    ${input.username}`,
    `  Password    ${input.password}`,
    '',
    'This password is shown this once. Keep it now, or set ADMIN_PASSWORD',
    'and start again to choose your own.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  const body = lines.map((line) => `| ${line.padEnd(width)} |`);
  return `\n${[rule, ...body, rule].join('\n')}\n\n`;
}
