const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as the admin tabs show it, 'YYYY-MM-DD HH:mm:ss UTC': the same form as the chat
 * modes' readableTime (DA §3), so every time on the page reads alike whatever the admin's zone.
 */
export function formatAdminTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return `${date} ${time} UTC`;
}
