/**
 * The floating "Vamp" button on a trading site's token page: asks the service worker to vamp the
 * page's token and shows the answer on the button for a moment. Its own shadow root, so the
 * site's styles neither reach it nor are touched.
 */
const host = document.createElement('div');
host.id = 'launchdeck-vamp';
const root = host.attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = `
  button {
    position: fixed; right: 20px; bottom: 20px; z-index: 2147483647;
    max-width: 320px; padding: 10px 16px; border: none; border-radius: 999px;
    background: #7c3aed; color: #fff; font: 700 14px/1.3 system-ui, sans-serif;
    box-shadow: 0 4px 16px rgb(0 0 0 / 35%); cursor: pointer;
  }
  button:disabled { opacity: 0.8; cursor: progress; }
  button[data-tone="error"] { background: #dc2626; }
  button[data-tone="ok"] { background: #16a34a; }
`;
const button = document.createElement('button');
button.type = 'button';
button.textContent = 'Vamp';
button.title = 'Vamp in Launchdeck';
root.append(style, button);
document.documentElement.append(host);

let reset: ReturnType<typeof setTimeout> | undefined;
button.addEventListener('click', async () => {
  clearTimeout(reset);
  button.disabled = true;
  button.textContent = 'Vamping…';
  const outcome: { ok: boolean; message: string } | undefined = await chrome.runtime
    .sendMessage({ kind: 'vamp-page', url: location.href })
    .catch(() => undefined);
  button.disabled = false;
  button.dataset.tone = outcome?.ok ? 'ok' : 'error';
  button.textContent = outcome?.message ?? 'The Launchdeck extension did not answer.';
  reset = setTimeout(() => {
    button.textContent = 'Vamp';
    delete button.dataset.tone;
  }, 6000);
});
