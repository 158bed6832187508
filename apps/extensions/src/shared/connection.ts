import { EXTENSION_TOKEN } from '@launchdeck/protocol';

/** What the options page saves: where Launchdeck runs, and the trader's extension token. */
export type Connection = { server: string; token: string };

/** Ours: the extensions' own sentences. */
export const CONNECTION_MESSAGES = {
  noServer: 'Set the Launchdeck address in the extension’s options first.',
  badServer: 'The Launchdeck address must be an http(s) address, e.g. https://launchdeck.example.',
  noToken: 'Paste your extension token (Deploy Settings → Extensions) in the extension’s options.',
  badToken: 'That is not an extension token: copy it again from Deploy Settings → Extensions.',
  unreachable: (server: string) => `Could not reach Launchdeck at ${server}.`,
  unreadable: (status: number) => `Launchdeck answered HTTP ${status} without a message.`,
} as const;

/** The origin of an http(s) address the trader typed ('127.0.0.1:3000/' → its origin), or undefined. */
export function serverOrigin(typed: string): string | undefined {
  const text = typed.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!text || !URL.canParse(withScheme)) return undefined;
  const url = new URL(withScheme);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

/** Why this connection cannot be used yet, or undefined when it can. */
export function connectionProblem(connection: Partial<Connection>): string | undefined {
  if (!connection.server?.trim()) return CONNECTION_MESSAGES.noServer;
  if (!serverOrigin(connection.server)) return CONNECTION_MESSAGES.badServer;
  if (!connection.token?.trim()) return CONNECTION_MESSAGES.noToken;
  if (!EXTENSION_TOKEN.test(connection.token.trim())) return CONNECTION_MESSAGES.badToken;
  return undefined;
}

/** The saved connection, or undefined when none was saved. */
export async function loadConnection(): Promise<Partial<Connection>> {
  const saved = await chrome.storage.local.get(['server', 'token']);
  return {
    server: typeof saved.server === 'string' ? saved.server : undefined,
    token: typeof saved.token === 'string' ? saved.token : undefined,
  };
}

export async function saveConnection(connection: Connection): Promise<void> {
  await chrome.storage.local.set(connection);
}
