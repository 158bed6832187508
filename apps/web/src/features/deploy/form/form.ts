import { type Chain, chainOfMode, type DeployMode, generateTicker } from '@launchdeck/protocol';
import type { DeployPrefill } from '../prefill/prefill.ts';
import { startingImages } from '../prefill/prefill-image.ts';
import { type BagsFees, DEFAULT_BAGS_FEES } from './bags-fees.ts';

/** DA §3 image item `source`: a token copied whole (vamp) or an update merged in (vamp_update). */
export type ImageSource = 'vamp' | 'vamp_update';

/** Ours: an image added as a file, paste or crop, on its way to POST /api/token-images. */
export type ImageUpload = { status: 'uploading' } | { status: 'failed'; error: string };

/**
 * DA §3 image item. `url` is the link the launch sends as image_url: a post's or a vamp's link,
 * or, for an image added as a file, paste or crop, the hosted link its upload answered ('' until
 * then; never the data URL). `data` is such an image's data URL (DA §3 `data`), which the form
 * shows; a link image has none (DA §3 `isUrl`). `name` and `type` are the file's.
 */
export type DeployImage = {
  id: string;
  url: string;
  data?: string;
  name?: string;
  type?: string;
  source?: ImageSource;
  upload?: ImageUpload;
};

/**
 * DA §4 image mode: letter by default; an image once images are added; back to letter when they
 * are all cleared or removed. LETTER and ASCII can be picked with images present.
 */
export type ImageChoice = { kind: 'letter' } | { kind: 'ascii' } | { kind: 'image'; id: string };

/** Which buy amount a mode uses: SOL for the Solana modes, BNB, or USD1 (DA §5). */
export type BuyCurrency = Chain | 'usd1';

export function currencyOf(mode: DeployMode): BuyCurrency {
  return mode === 'usd1' ? 'usd1' : chainOfMode(mode);
}

export type DeployForm = {
  name: string;
  ticker: string;
  /** The symbol was typed by hand, so a new name no longer regenerates it (DA §4). */
  tickerEdited: boolean;
  website: string;
  twitter: string;
  images: DeployImage[];
  image: ImageChoice;
  mode: DeployMode;
  /** Buy amounts as typed, per currency. */
  buyAmounts: Record<BuyCurrency, string>;
  /**
   * What a blank amount sends: the active wallet's own buy amount, else the settings' global
   * amount (whose defaults are DA §5's 5 SOL, 1.5 BNB, 1000 USD1).
   */
  fallbackAmounts: Record<BuyCurrency, number>;
  gwei: string;
  /** DA §9: 1 to 5. */
  multiDeploy: number;
  /** The post's author, kept for the whitelists (DA §4). */
  authorHandle: string | null;
  /** Ours: the post the form was filled from, sent with the launch (My Launches). */
  source: DeployPrefill['source'] | null;
  /** DA §5: the handles of the post offered as the Bags fee claimer (at most 4). */
  postHandles: string[];
  /** DA §5: the Bags Fee Configuration as last saved; sent on a bags launch only. */
  bags: BagsFees;
};

export type FormAmounts = Pick<DeployForm, 'buyAmounts' | 'fallbackAmounts' | 'gwei'>;

export function emptyForm(mode: DeployMode, amounts: FormAmounts): DeployForm {
  return {
    name: '',
    ticker: '',
    tickerEdited: false,
    website: '',
    twitter: '',
    images: [],
    image: { kind: 'letter' },
    mode,
    ...amounts,
    multiDeploy: 1,
    authorHandle: null,
    source: null,
    postHandles: [],
    bags: DEFAULT_BAGS_FEES,
  };
}

let nextImageId = 0;
function imagesOf(urls: readonly string[]): DeployImage[] {
  return urls.map((url) => {
    nextImageId += 1;
    return { id: `img-${nextImageId}`, url };
  });
}

/**
 * DA §4: a prefill replaces name, ticker, links and images; the first image is selected, unless
 * the image settings chose ASCII, LETTER or the account's own image (DA §2, `startingImages`). A
 * new post starts its Bags split afresh (DA §5 defaults), since its claimer is usually of that post.
 */
export function withPrefill(
  form: DeployForm,
  prefill: DeployPrefill,
  mode: DeployMode,
): DeployForm {
  const urls = prefill.imageUrl
    ? [prefill.imageUrl, ...prefill.allImages.filter((url) => url !== prefill.imageUrl)]
    : prefill.allImages;
  const start = startingImages(urls, prefill.image);
  const images = imagesOf(start.urls);
  const first = images[0];
  const image: ImageChoice =
    start.selected !== 'first'
      ? { kind: start.selected }
      : first
        ? { kind: 'image', id: first.id }
        : { kind: 'letter' };
  return {
    ...form,
    name: prefill.tokenName,
    ticker: prefill.ticker,
    tickerEdited: false,
    website: prefill.website,
    twitter: prefill.twitter,
    images,
    image,
    mode,
    multiDeploy: 1,
    authorHandle: prefill.authorHandle ?? null,
    source: prefill.source ?? null,
    postHandles: prefill.handles ?? [],
    bags: DEFAULT_BAGS_FEES,
  };
}

/** The form as a prefill, to hand it to the pop-out panel. */
export function asPrefill(form: DeployForm): DeployPrefill {
  const selected = selectedImage(form);
  return {
    tokenName: form.name,
    ticker: form.ticker,
    twitter: form.twitter,
    website: form.website,
    imageUrl: selected?.url || null,
    // An upload still in flight (or failed) has no link to hand over yet.
    allImages: form.images.map((image) => image.url).filter((url) => url !== ''),
    ...(form.authorHandle ? { authorHandle: form.authorHandle } : {}),
    ...(form.source ? { source: form.source } : {}),
    handles: form.postHandles,
    // LETTER or ASCII picked with images present: the pop-out starts in that mode too.
    ...(form.image.kind === 'image' ? {} : { image: { type: form.image.kind } }),
  };
}

/** DA §4: the name input generates the symbol, until the symbol is typed by hand. */
export function withName(form: DeployForm, name: string): DeployForm {
  return form.tickerEdited ? { ...form, name } : { ...form, name, ticker: generateTicker(name) };
}

export function selectedImage(form: DeployForm): DeployImage | undefined {
  const { image } = form;
  return image.kind === 'image' ? form.images.find((item) => item.id === image.id) : undefined;
}

/** DA §4: removing the selected image selects the next one, or letter when none is left. */
export function withoutImage(form: DeployForm, id: string): DeployForm {
  const images = form.images.filter((item) => item.id !== id);
  if (form.image.kind !== 'image' || form.image.id !== id) return { ...form, images };
  const next = images[0];
  return { ...form, images, image: next ? { kind: 'image', id: next.id } : { kind: 'letter' } };
}

/** The image has the link the launch sends: a link, or an upload that is done. */
export function isImageReady(image: DeployImage): boolean {
  return image.url !== '' && image.upload === undefined;
}

/**
 * DA §5: the Launch button and Enter need a name, a symbol, a connection and an image. Ours: an
 * image added as a file waits for its upload, since the launch sends its hosted link.
 */
export function canLaunch(form: DeployForm, connected: boolean): boolean {
  const selected = selectedImage(form);
  const hasImage =
    form.image.kind !== 'image' || (selected !== undefined && isImageReady(selected));
  return connected && form.name.trim() !== '' && form.ticker.trim() !== '' && hasImage;
}
