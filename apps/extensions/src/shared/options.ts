import { CONNECTION_MESSAGES, loadConnection, saveConnection, serverOrigin } from './connection.ts';
import { checkConnection } from './launchdeck-api.ts';

/** The options page (both extensions): the Launchdeck address and the token, and Test connection. */
const form = document.querySelector<HTMLFormElement>('#connection');
const server = document.querySelector<HTMLInputElement>('#server');
const token = document.querySelector<HTMLInputElement>('#token');
const status = document.querySelector<HTMLOutputElement>('#status');
const test = document.querySelector<HTMLButtonElement>('#test');

function say(text: string, tone: 'ok' | 'error' | 'busy'): void {
  if (!status) return;
  status.textContent = text;
  status.dataset.tone = tone;
}

/** Saves what is typed (the address as its origin); answers the saved values, or says why not. */
async function save() {
  const origin = serverOrigin(server?.value ?? '');
  if (!origin) {
    say(CONNECTION_MESSAGES.badServer, 'error');
    return undefined;
  }
  const connection = { server: origin, token: token?.value.trim() ?? '' };
  if (server) server.value = origin;
  await saveConnection(connection);
  return connection;
}

async function start() {
  const saved = await loadConnection();
  if (server) server.value = saved.server ?? '';
  if (token) token.value = saved.token ?? '';
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (await save()) say('Saved.', 'ok');
  });
  test?.addEventListener('click', async () => {
    const connection = await save();
    if (!connection) return;
    say('Testing…', 'busy');
    const outcome = await checkConnection(connection);
    say(
      outcome.ok
        ? `Connected to ${connection.server} as ${outcome.answer.username}.`
        : outcome.error,
      outcome.ok ? 'ok' : 'error',
    );
  });
}

void start();
