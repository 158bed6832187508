/**
 * Reads `--name value` pairs from the command line, with numeric defaults; a kebab-case flag
 * sets its camelCase key (`--channel-posts 5` sets `channelPosts`).
 */
export function numberArgs<T extends Record<string, number>>(
  defaults: T,
  argv = process.argv.slice(2),
): T {
  const result: Record<string, number> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const value = Number(argv[i + 1]);
    if (key && key in defaults && Number.isFinite(value)) {
      result[key] = value;
      i++;
    }
  }
  return result as T;
}

/** The text after `--name` ('' when nothing follows it); undefined when the flag is absent. */
function listText(name: string, argv: string[]): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : (argv[at + 1] ?? '');
}

/**
 * Reads `--name a,b,c` as a list of positive numbers (`--cpu-throttle 1,4`); `fallback` when the
 * flag is absent. A value that is not a positive number is an error, not silently dropped.
 */
export function numberListArg(
  name: string,
  fallback: number[],
  argv = process.argv.slice(2),
): number[] {
  const text = listText(name, argv);
  if (text === undefined) return fallback;
  const values = text.split(',').map((part) => Number(part.trim()));
  if (!text || values.some((value) => !Number.isFinite(value) || value <= 0))
    throw new Error(`--${name} takes positive numbers separated by commas, got "${text}"`);
  return values;
}

/**
 * Reads `--name a,b` as a list of words each one of `allowed` (`--clients-parse socket.io,minimal`);
 * `fallback` when the flag is absent. A word not allowed is an error, not silently dropped.
 */
export function choiceListArg<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T[],
  argv = process.argv.slice(2),
): T[] {
  const text = listText(name, argv);
  if (text === undefined) return fallback;
  const values = text.split(',').map((part) => part.trim());
  const isAllowed = (value: string): value is T => (allowed as readonly string[]).includes(value);
  if (!text || !values.every(isAllowed))
    throw new Error(`--${name} takes ${allowed.join(', ')} separated by commas, got "${text}"`);
  return values;
}
