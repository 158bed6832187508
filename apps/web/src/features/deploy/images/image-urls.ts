import { DEPLOY_LIMITS } from '@launchdeck/protocol';

/** DA §5: the common raster image extensions a dropped or pasted link may end in. */
const IMAGE_EXTENSION = /\.(png|jpe?g|jfif|gif|webp|bmp|avif)$/i;

/**
 * DA §5 "known image hosts": hosts whose links are images whatever their path (X's media CDN
 * names the format in a query, Discord's and Imgur's links are images), and IPFS and Arweave
 * gateways, where token images live.
 */
export const IMAGE_HOSTS: readonly string[] = [
  'pbs.twimg.com',
  'i.imgur.com',
  'cdn.discordapp.com',
  'media.discordapp.net',
  'i.redd.it',
  'preview.redd.it',
  'media.tenor.com',
  'media.giphy.com',
  'ipfs.io',
  'gateway.pinata.cloud',
  'cloudflare-ipfs.com',
  'dweb.link',
  'nftstorage.link',
  'w3s.link',
  'arweave.net',
];

/** Gateways that serve each IPFS item on a subdomain of their own (`<cid>.ipfs.dweb.link`). */
const IMAGE_HOST_SUFFIXES: readonly string[] = [
  '.ipfs.dweb.link',
  '.ipfs.nftstorage.link',
  '.ipfs.w3s.link',
  '.mypinata.cloud',
  '.arweave.net',
];

function isImageHost(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (IMAGE_HOSTS.includes(host) || IMAGE_HOST_SUFFIXES.some((end) => host.endsWith(end))) {
    return true;
  }
  // Any IPFS gateway: https://<gateway>/ipfs/<cid>
  return /^\/ipfs\/[A-Za-z0-9]{46,}/.test(url.pathname);
}

/**
 * DA §5: a dropped or pasted link is taken as an image only when it looks like one: an http(s)
 * link (short enough to be sent, DA §3 image_url) whose path ends in an image extension, whose
 * query names an image format (`?format=jpg`), or on a known image host.
 */
export function looksLikeImageUrl(text: string): boolean {
  const candidate = text.trim();
  if (candidate.length > DEPLOY_LIMITS.imageUrlMax || /\s/.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (IMAGE_EXTENSION.test(url.pathname)) return true;
  const format = url.searchParams.get('format');
  if (format && IMAGE_EXTENSION.test(`.${format}`)) return true;
  return isImageHost(url);
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

function decodeEntities(src: string): string {
  return src
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The image links a drop or paste carries, in order and once each: an image dragged out of a
 * page brings its `<img src>` in text/html (its text/uri-list may be the link around it), a link
 * brings text/uri-list (`#` lines are comments), plain text may be a link. Only the ones that
 * look like image URLs.
 */
export function imageUrlsFromTransfer(parts: { uriList?: string; html?: string; text?: string }) {
  const fromHtml = [...(parts.html ?? '').matchAll(IMG_SRC)].map((m) => decodeEntities(m[1] ?? ''));
  const fromList = (parts.uriList ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const fromText = (parts.text ?? '').trim() === '' ? [] : [(parts.text ?? '').trim()];
  const urls = [...fromHtml, ...fromList, ...fromText].map((url) => url.trim());
  return [...new Set(urls.filter(looksLikeImageUrl))];
}
