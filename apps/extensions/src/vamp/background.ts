import { notify } from '../shared/notify.ts';
import { addressFromSelection, addressFromUrl, TOKEN_PAGE_MATCHES } from './token-address.ts';
import { vampAddress } from './vamp-address.ts';

/** The vamp extension's service worker: the "Vamp in Launchdeck" menus and the page button's calls. */

const TITLE = 'Vamp in Launchdeck';
const MENUS = { selection: 'vamp-selection', link: 'vamp-link', page: 'vamp-page' } as const;

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({ id: MENUS.selection, title: TITLE, contexts: ['selection'] });
    chrome.contextMenus.create({
      id: MENUS.link,
      title: TITLE,
      contexts: ['link'],
      targetUrlPatterns: TOKEN_PAGE_MATCHES,
    });
    chrome.contextMenus.create({
      id: MENUS.page,
      title: TITLE,
      contexts: ['page'],
      documentUrlPatterns: TOKEN_PAGE_MATCHES,
    });
  });
});

/** What a click on one of the menus names: the selected address, the link's, or the page's. */
function addressOf(info: chrome.contextMenus.OnClickData): string | undefined {
  if (info.menuItemId === MENUS.selection) return addressFromSelection(info.selectionText ?? '');
  if (info.menuItemId === MENUS.link) return addressFromUrl(info.linkUrl ?? '');
  return addressFromUrl(info.pageUrl ?? '');
}

/** Vamps and shows the outcome (badge and notification); answers it for the page button. */
async function vampAndTell(address: string | undefined) {
  const outcome = await vampAddress(address);
  await notify(TITLE, outcome.message, outcome.ok);
  return outcome;
}

chrome.contextMenus.onClicked.addListener((info) => void vampAndTell(addressOf(info)));

// The floating button on a token page sends its page's address.
chrome.runtime.onMessage.addListener((message: { kind?: string; url?: string }, _sender, reply) => {
  if (message.kind !== 'vamp-page') return false;
  void vampAndTell(addressFromUrl(message.url ?? '')).then(reply);
  return true; // the answer comes later
});

chrome.action.onClicked.addListener(() => void chrome.runtime.openOptionsPage());

// What the menus call, for the service worker's DevTools console (and the e2e).
Object.assign(globalThis, { launchdeckVamp: vampAndTell });
