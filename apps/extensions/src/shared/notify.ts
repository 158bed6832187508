/** Shows an outcome: a badge on the toolbar icon (✓ or !) and a notification with the sentence. */
export async function notify(title: string, message: string, ok: boolean): Promise<void> {
  await chrome.action.setBadgeBackgroundColor({ color: ok ? '#16a34a' : '#dc2626' });
  await chrome.action.setBadgeText({ text: ok ? '✓' : '!' });
  await chrome.action.setTitle({ title: `${title}: ${message}` });
  chrome.notifications.create({
    type: 'basic',
    iconUrl: chrome.runtime.getURL('icons/icon-128.png'),
    title,
    message,
  });
}
