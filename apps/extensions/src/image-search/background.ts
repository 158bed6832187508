import { notify } from '../shared/notify.ts';
import { imageSearchUrl, useImage } from './use-image.ts';

/** The image extension's service worker: "Use image in Launchdeck" and "Search images for …". */

const TITLE = 'Use image in Launchdeck';
const MENUS = { image: 'use-image', search: 'search-images' } as const;

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({ id: MENUS.image, title: TITLE, contexts: ['image'] });
    chrome.contextMenus.create({
      id: MENUS.search,
      title: 'Search images for “%s”',
      contexts: ['selection'],
    });
  });
});

/** Sends the image and shows the outcome (badge and notification). */
async function useImageAndTell(src: string) {
  const outcome = await useImage(src);
  await notify(TITLE, outcome.message, outcome.ok);
  return outcome;
}

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === MENUS.image) void useImageAndTell(info.srcUrl ?? '');
  if (info.menuItemId === MENUS.search && info.selectionText) {
    void chrome.tabs.create({
      url: imageSearchUrl(info.selectionText),
      ...(tab?.index === undefined ? {} : { index: tab.index + 1 }),
    });
  }
});

chrome.action.onClicked.addListener(() => void chrome.runtime.openOptionsPage());

// What the menu calls, for the service worker's DevTools console (and the e2e).
Object.assign(globalThis, { launchdeckUseImage: useImageAndTell });
