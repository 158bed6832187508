import type { VampCoinData } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BAGS_FEES } from '../form/bags-fees.ts';
import { type DeployForm, emptyForm, selectedImage } from '../form/form.ts';
import { withVamp, withVampUpdate } from './vamp-prefill.ts';

const amounts = {
  buyAmounts: { solana: '1', bnb: '0.1', usd1: '100' },
  fallbackAmounts: { solana: 5, bnb: 1.5, usd1: 1000 },
  gwei: '',
};

/** A form the trader already filled from a post, with two images, the second selected. */
function filledForm(): DeployForm {
  return {
    ...emptyForm('bonk', amounts),
    name: 'Frog King',
    ticker: 'FROGKING',
    website: 'https://frog.example',
    twitter: 'https://x.com/degenkaito/status/1',
    images: [
      { id: 'post-1', url: 'https://img.example/frog.png' },
      { id: 'post-2', url: 'https://img.example/pfp.png' },
    ],
    image: { kind: 'image', id: 'post-2' },
    multiDeploy: 3,
    authorHandle: 'degenkaito',
    postHandles: ['degenkaito'],
    bags: { ...DEFAULT_BAGS_FEES, claimer: 'degenkaito' },
  };
}

const TOKEN: VampCoinData = {
  name: 'Pepe Classic',
  symbol: 'PEPEC',
  image_url: 'https://arweave.example/pepe.png',
  website: 'https://pepe.example',
  twitter: 'https://x.com/pepeclassic',
};

/** What a test reads off the form: the fields vamp fills and the image chosen. */
function shown(form: DeployForm) {
  const image = selectedImage(form);
  return {
    name: form.name,
    ticker: form.ticker,
    website: form.website,
    twitter: form.twitter,
    images: form.images.map((item) => item.url),
    image: image ? { url: image.url, source: image.source } : form.image.kind,
  };
}

describe('withVamp', () => {
  const cases: Array<{ title: string; data: VampCoinData; expected: ReturnType<typeof shown> }> = [
    {
      title: 'copies the whole token and selects its image (url mode)',
      data: TOKEN,
      expected: {
        name: 'Pepe Classic',
        ticker: 'PEPEC',
        website: 'https://pepe.example',
        twitter: 'https://x.com/pepeclassic',
        images: ['https://arweave.example/pepe.png'],
        image: { url: 'https://arweave.example/pepe.png', source: 'vamp' },
      },
    },
    {
      title: 'without an image: no images and letter (text mode); missing fields become empty',
      data: { name: 'Pepe Classic', symbol: 'PEPEC' },
      expected: {
        name: 'Pepe Classic',
        ticker: 'PEPEC',
        website: '',
        twitter: '',
        images: [],
        image: 'letter',
      },
    },
    {
      title: 'takes twitter and website from social_links when the token has no own fields',
      data: {
        name: 'Pepe Classic',
        symbol: 'PEPEC',
        social_links: [
          { platform: 'Telegram', url: 'https://t.me/pepe' },
          { platform: 'X', url: 'https://x.com/pepe_social' },
          { platform: 'website', url: 'https://pepe-social.example' },
        ],
      },
      expected: {
        name: 'Pepe Classic',
        ticker: 'PEPEC',
        website: 'https://pepe-social.example',
        twitter: 'https://x.com/pepe_social',
        images: [],
        image: 'letter',
      },
    },
  ];
  for (const { title, data, expected } of cases) {
    it(title, () => {
      expect(shown(withVamp(filledForm(), data, 'vamp'))).toEqual(expected);
    });
  }

  it("forgets the post's author, handles, multi-deploy and Bags split, and keeps the platform", () => {
    const form = withVamp(filledForm(), TOKEN, 'vamp');
    expect(form).toMatchObject({
      mode: 'bonk',
      multiDeploy: 1,
      authorHandle: null,
      postHandles: [],
      bags: DEFAULT_BAGS_FEES,
      buyAmounts: amounts.buyAmounts,
    });
  });

  it("keeps the token's symbol as typed, so a later name edit does not regenerate it", () => {
    expect(withVamp(filledForm(), TOKEN, 'vamp').tickerEdited).toBe(true);
    expect(withVamp(filledForm(), { name: 'Pepe' }, 'vamp').tickerEdited).toBe(false);
  });

  it("merges like an update when the trigger's source is vamp_update", () => {
    expect(shown(withVamp(filledForm(), { symbol: 'NEW' }, 'vamp_update'))).toEqual({
      ...shown(filledForm()),
      ticker: 'NEW',
    });
  });
});

describe('withVampUpdate', () => {
  const before = shown(filledForm());
  const cases: Array<{ title: string; data: VampCoinData; expected: ReturnType<typeof shown> }> = [
    { title: 'changes nothing for an empty update', data: {}, expected: before },
    {
      title: 'never clears a field with an empty value',
      data: { name: '', symbol: '', website: '', twitter: '', image_url: '' },
      expected: before,
    },
    {
      title: 'merges the name alone',
      data: { name: 'Pepe' },
      expected: { ...before, name: 'Pepe' },
    },
    {
      title: 'merges the links alone',
      data: { twitter: 'https://x.com/pepe', website: 'https://pepe.example' },
      expected: { ...before, twitter: 'https://x.com/pepe', website: 'https://pepe.example' },
    },
    {
      title: 'puts a new image first and selects it, keeping the others',
      data: { image_url: 'https://arweave.example/pepe.png' },
      expected: {
        ...before,
        images: ['https://arweave.example/pepe.png', ...before.images],
        image: { url: 'https://arweave.example/pepe.png', source: 'vamp_update' },
      },
    },
    {
      title: 'selects an image already in the form instead of adding it twice',
      data: { image_url: 'https://img.example/frog.png' },
      expected: { ...before, image: { url: 'https://img.example/frog.png', source: undefined } },
    },
  ];
  for (const { title, data, expected } of cases) {
    it(title, () => {
      expect(shown(withVampUpdate(filledForm(), data))).toEqual(expected);
    });
  }

  it('keeps the rest of the form: platform, amounts, author and Bags split', () => {
    const { mode, buyAmounts, multiDeploy, authorHandle, postHandles, bags } = filledForm();
    expect(withVampUpdate(filledForm(), TOKEN)).toMatchObject({
      mode,
      buyAmounts,
      multiDeploy,
      authorHandle,
      postHandles,
      bags,
    });
  });
});
