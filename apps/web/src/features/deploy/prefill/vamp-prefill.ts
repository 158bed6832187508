import type { VampCoinData } from '@launchdeck/protocol';
import { DEFAULT_BAGS_FEES } from '../form/bags-fees.ts';
import type { DeployForm, ImageSource } from '../form/form.ts';
import { imageItem } from '../images/image-items.ts';

/** DA §4: a vamp_trigger whose source is this merges like a vamp update. */
export const VAMP_UPDATE_SOURCE: ImageSource = 'vamp_update';

const vampImage = (url: string, source: ImageSource) => imageItem({ url, source });

/** DA §3 social_links: the link of a platform ('twitter' or 'x'; 'website'), when one is listed. */
function socialLink(data: VampCoinData, platforms: readonly string[]): string | undefined {
  return data.social_links?.find((link) => platforms.includes(link.platform.toLowerCase()))?.url;
}

/** The links the token names: its own fields first, its social_links otherwise. */
function linksOf(data: VampCoinData) {
  return {
    twitter: data.twitter || socialLink(data, ['twitter', 'x']),
    website: data.website || socialLink(data, ['website', 'web']),
  };
}

/**
 * DA §4 prefill from VAMP data: name, symbol, website and twitter copied from the token, its image
 * as the one URL image (url mode), or none and letter (text mode). The symbol is the token's own,
 * so a later name edit keeps it. `source` 'vamp_update' merges instead (`withVampUpdate`).
 */
export function withVamp(form: DeployForm, data: VampCoinData, source: string): DeployForm {
  if (source === VAMP_UPDATE_SOURCE) return withVampUpdate(form, data);
  const { twitter, website } = linksOf(data);
  const image = data.image_url ? vampImage(data.image_url, 'vamp') : null;
  const symbol = data.symbol ?? '';
  return {
    ...form,
    name: data.name ?? '',
    ticker: symbol,
    tickerEdited: symbol !== '',
    website: website ?? '',
    twitter: twitter ?? '',
    images: image ? [image] : [],
    image: image ? { kind: 'image', id: image.id } : { kind: 'letter' },
    multiDeploy: 1,
    authorHandle: null,
    source: null,
    postHandles: [],
    bags: DEFAULT_BAGS_FEES,
  };
}

/**
 * FC §4 / DA §4 vamp update: only the fields it supplies change; an absent or empty field never
 * clears what the form holds. A new image goes first and is selected (one already there is selected);
 * the others stay.
 */
export function withVampUpdate(form: DeployForm, data: VampCoinData): DeployForm {
  const { twitter, website } = linksOf(data);
  const next = { ...form };
  if (data.name) next.name = data.name;
  if (data.symbol) {
    next.ticker = data.symbol;
    next.tickerEdited = true;
  }
  if (website) next.website = website;
  if (twitter) next.twitter = twitter;
  if (data.image_url) {
    const known = form.images.find((item) => item.url === data.image_url);
    const image = known ?? vampImage(data.image_url, 'vamp_update');
    if (!known) next.images = [image, ...form.images];
    next.image = { kind: 'image', id: image.id };
  }
  return next;
}
