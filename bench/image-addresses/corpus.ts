import { type Chain, detectContractAddresses } from '@launchdeck/protocol';
import { evmAddress, hexDigits, type Random, seededRandom, solanaAddress } from './random.ts';

/** A font as a screenshot shows it: the family and weight CSS asks Chromium for. */
export const FONTS = {
  sans: { family: 'Liberation Sans', weight: 400 },
  'sans-dejavu': { family: 'DejaVu Sans', weight: 400 },
  serif: { family: 'DejaVu Serif', weight: 400 },
  'serif-liberation': { family: 'Liberation Serif', weight: 400 },
  mono: { family: 'DejaVu Sans Mono', weight: 400 },
  'mono-liberation': { family: 'Liberation Mono', weight: 400 },
  bold: { family: 'Liberation Sans', weight: 700 },
  'bold-dejavu': { family: 'DejaVu Sans', weight: 700 },
} as const;
export type FontName = keyof typeof FONTS;

/** Backgrounds and text colours of the apps people screenshot, and of launch banners. */
export const THEMES = {
  light: { background: '#ffffff', text: '#0f1419', muted: '#536471' },
  dim: { background: '#15202b', text: '#e7e9ea', muted: '#8b98a5' },
  dark: { background: '#000000', text: '#e7e9ea', muted: '#71767b' },
  purple: { background: '#5b2a86', text: '#ffe45e', muted: '#d9c8ef' },
  green: { background: '#0b6e4f', text: '#ffffff', muted: '#b9e4c9' },
  yellow: { background: '#ffd60a', text: '#1b1b1b', muted: '#5a4a00' },
  gradient: {
    background: 'linear-gradient(135deg, #ff6a00, #ee0979)',
    text: '#ffffff',
    muted: '#ffe0cc',
  },
} as const;
export type ThemeName = keyof typeof THEMES;

export const SIZES = [14, 16, 18, 20, 22, 24, 26, 28, 32] as const;

export type CaseStyle = {
  font: FontName;
  size: (typeof SIZES)[number];
  theme: ThemeName;
  /** JPEG quality, or none for PNG. */
  jpegQuality?: number;
  /** Device pixel ratio of the screenshot (2 = a phone's or a retina screen's). */
  scale: 1 | 2;
};

export type NegativeKind = 'text' | 'near-miss' | 'code' | 'link';

export type CorpusCase = {
  id: string;
  /** What the picture holds: addresses to find, or a kind of text that holds none. */
  kind: 'address' | NegativeKind;
  addresses: { address: string; chain: Chain }[];
  /** The post around the text, or the text alone (a cropped screenshot). */
  layout: 'post' | 'alone';
  lines: string[];
  style: CaseStyle;
};

const OPENERS = [
  'New launch is live, get in early',
  'Stealth launch. LP burned, mint revoked.',
  'This one is going to the moon',
  'Fair launch, no presale, no team tokens',
  'Just aped this, dev doxxed',
  'Community takeover, join the chat',
];
const CLOSERS = ['NFA, DYOR', 'chart looks clean', 'socials in bio', 'good luck out there'];
const LABELS = ['CA:', 'CA', 'Contract:', 'Token address:', 'ca ->', ''];
const TEXTS = [
  'gm frens, markets are wild today',
  'Bitcoin just broke its all-time high again, 24h volume is up 38 percent',
  'We are hiring: two Rust engineers and one designer, remote, apply by Friday',
  'Airdrop season is over. Time to build something people actually use.',
  'Reminder: never share your seed phrase with anyone, not even support',
  'The quick brown fox jumps over the lazy dog 1234567890 times',
  'Holders: 12,408  Market cap: $4.2M  Liquidity: $310K  Age: 3h',
  'Supercalifragilisticexpialidociously long words are not addresses',
  'AbstractSingletonProxyFactoryBean is a real Java class name',
  'Thread 1/7: why most launches fail in the first hour',
];
const CODE = [
  'const tx = await program.methods.initialize(bump).rpc();',
  'pub fn swap(ctx: Context<Swap>, amount_in: u64) -> Result<()> {',
  'require(balanceOf[msg.sender] >= amount, "insufficient balance");',
  'let signature = connection.sendTransaction(transaction, [payer]);',
  'function transferFrom(address from, address to, uint256 value) external',
  'import { Connection, PublicKey, clusterApiUrl } from "@solana/web3.js";',
  'for (let i = 0; i < accounts.length; i++) total += accounts[i].lamports;',
  'mapping(address => mapping(address => uint256)) public allowance;',
];

function postLines(random: Random, addresses: string[]): string[] {
  const label = random.pick(LABELS);
  const addressLines = addresses.map((address) =>
    label && random.next() < 0.6 ? `${label} ${address}` : address,
  );
  return [random.pick(OPENERS), ...addressLines, random.pick(CLOSERS)];
}

function randomStyle(random: Random): CaseStyle {
  const style: CaseStyle = {
    font: random.pick(Object.keys(FONTS) as FontName[]),
    size: random.pick(SIZES),
    theme: random.pick(Object.keys(THEMES) as ThemeName[]),
    scale: random.next() < 0.2 ? 2 : 1,
  };
  if (random.next() < 0.3) style.jpegQuality = random.int(55, 85);
  return style;
}

function addressCase(random: Random, index: number): CorpusCase {
  const roll = random.next();
  const addresses: CorpusCase['addresses'] = [];
  if (roll < 0.5) addresses.push({ address: solanaAddress(random), chain: 'solana' });
  else addresses.push({ address: evmAddress(random, roll < 0.75), chain: 'bnb' });
  if (random.next() < 0.1) {
    addresses.push({ address: evmAddress(random, random.next() < 0.5), chain: 'bnb' });
  }
  const layout = random.next() < 0.3 ? 'alone' : 'post';
  const texts = addresses.map((a) => a.address);
  const lines = layout === 'alone' ? texts : postLines(random, texts);
  return {
    id: `address-${index}`,
    kind: 'address',
    addresses,
    layout,
    lines,
    style: randomStyle(random),
  };
}

/** Strings that look like addresses at a glance and are not (FC §5 shapes). */
function nearMiss(random: Random): string {
  const solana = solanaAddress(random);
  const options = [
    () => solana.slice(0, 31),
    () => `${solana}${solanaAddress(random).slice(0, 3)}`,
    () => `0x${hexDigits(random, 39)}`,
    () => `0x${hexDigits(random, 41)}`,
    () => `0x${hexDigits(random, 64)}`,
    () => hexDigits(random, 64),
    () => `${solanaAddress(random)}${solanaAddress(random)}`,
    () => `${solana.slice(0, 20)}_${solana.slice(20)}`,
    () => `${solana.slice(0, 16)}-${solana.slice(16, 30)}`,
    () =>
      Buffer.from(random.bytes(24))
        .toString('base64')
        .replace(/[A-Za-z]{6}/, '+/+/'),
    () => [8, 4, 4, 4, 12].map((n) => hexDigits(random, n)).join('-'),
  ];
  return random.pick(options)();
}

function negativeLines(random: Random, kind: NegativeKind): string[] {
  switch (kind) {
    case 'text':
      return [random.pick(TEXTS), random.pick(TEXTS)];
    case 'near-miss':
      return [
        random.pick(OPENERS),
        `${random.pick(['tx', 'hash', 'id', 'sig'])}: ${nearMiss(random)}`,
      ];
    case 'code':
      return [random.pick(CODE), random.pick(CODE), random.pick(CODE)];
    case 'link': {
      const address = random.next() < 0.5 ? solanaAddress(random) : evmAddress(random, true);
      const host = random.pick(['https://pump.fun/coin/', 'https://dexscreener.com/solana/']);
      return [random.pick(OPENERS), `${host}${address}`];
    }
  }
}

const NEGATIVE_KINDS: NegativeKind[] = ['text', 'near-miss', 'code', 'link'];

function negativeCase(random: Random, index: number): CorpusCase {
  const kind = NEGATIVE_KINDS[index % NEGATIVE_KINDS.length] as NegativeKind;
  let lines = negativeLines(random, kind);
  // A negative holds no address by the text rule itself (FC §5 rules out links too).
  while (detectContractAddresses(lines.join('\n')).length > 0) lines = negativeLines(random, kind);
  return {
    id: `${kind}-${index}`,
    kind,
    addresses: [],
    layout: 'post',
    lines,
    style: randomStyle(random),
  };
}

export type CorpusSize = { addresses: number; negatives: number; seed: number };

export const DEFAULT_CORPUS: CorpusSize = { addresses: 180, negatives: 60, seed: 31 };

/** The corpus: the same pictures for the same size and seed, in every run. */
export function corpusCases({
  addresses,
  negatives,
  seed,
}: CorpusSize = DEFAULT_CORPUS): CorpusCase[] {
  const random = seededRandom(seed);
  return [
    ...Array.from({ length: addresses }, (_, i) => addressCase(random, i)),
    ...Array.from({ length: negatives }, (_, i) => negativeCase(random, i)),
  ];
}
