import {
  type Chain,
  decodesToSolanaKey,
  detectContractAddresses,
  isEvmAddress,
} from '@launchdeck/protocol';
import { getAddress } from 'viem';
import { type CaseStyle, FONTS, type FontName, SIZES, THEMES, type ThemeName } from './corpus.ts';
import { evmAddress, type Random, seededRandom, solanaAddress } from './random.ts';

/**
 * Issue 48's styles of pictures, beside the corpus of corpus.ts: phone chat screenshots, wrapped
 * addresses, decoys (a look-alike twin of the pictured address posted in text), invalid
 * near-miss strings (their valid neighbour posted in text) and huge pictures. Seeded, so every
 * run draws the same cases.
 */
export const STYLE_NAMES = ['phone', 'wrapped', 'decoy', 'near-miss', 'huge'] as const;
export type StyleName = (typeof STYLE_NAMES)[number];

export type TrueAddress = { address: string; chain: Chain };

/** A messaging app's chat, as a phone screenshots it (390 × 844 CSS px at 3×: 1170 × 2532). */
export type PhoneDrawing = {
  kind: 'phone';
  theme: 'dark' | 'light';
  font: FontName;
  /** The app's text size (CSS px) and the bubbles' widest share of the screen (%). */
  size: number;
  bubbleWidth: number;
  /** The chat's title (a group's name). */
  title: string;
  messages: {
    from: 'me' | 'them';
    name?: string;
    time: string;
    text: string;
    /** This message's text holds the address. */
    address?: boolean;
  }[];
};

/** An address broken over lines by a narrow bubble or column, a hyphen at each break or none. */
export type WrappedDrawing = {
  kind: 'wrapped';
  container: 'bubble' | 'column';
  theme: ThemeName;
  font: FontName;
  size: (typeof SIZES)[number];
  before: string;
  /** The address's parts, one a line, as shown (a hyphen ends all but the last when hyphenated). */
  parts: string[];
  after: string;
  scale: 1 | 2;
};

/** A post card (corpus.ts's layout) showing these lines. */
export type CardDrawing = { kind: 'card'; lines: string[]; style: CaseStyle };

/** A picture far larger than a screenshot, an address card in it. */
export type HugeDrawing = {
  kind: 'huge';
  width: number;
  height: number;
  /** Seeded noise over the whole picture (a photo's grain), or a flat background. */
  noise?: { seed: number; amplitude: number };
  lines: string[];
  format: 'png' | 'jpeg';
  jpegQuality?: number;
};

export type Drawing = PhoneDrawing | WrappedDrawing | CardDrawing | HugeDrawing;

export type StyleCase = {
  id: string;
  style: StyleName;
  /** The valid addresses the picture shows (none for a near-miss string). */
  addresses: TrueAddress[];
  /** The string the picture shows in place of an address (near-miss: one character off). */
  shown?: string;
  /** Addresses a stored post's text holds, posted before the picture's post. */
  knownInText: string[];
  /** Lines the address is drawn over by the layout itself (1 for one line); filled in by render. */
  wrappedLines?: number;
  /** A short description for the report (the twin's change, the wrap, the size). */
  note: string;
  drawing: Drawing;
};

const FONT_NAMES = Object.keys(FONTS) as FontName[];
const SANS_FONTS: FontName[] = ['sans', 'sans-dejavu'];

function address(random: Random, chain: Chain): TrueAddress {
  return chain === 'solana'
    ? { address: solanaAddress(random), chain }
    : { address: evmAddress(random, random.next() < 0.5), chain };
}

const CHAT_LINES = [
  'gm everyone',
  'anyone watching the new listings today?',
  'volume is insane on this one',
  'dev just locked liquidity for a year',
  'lol',
  'who is still holding from last week',
  'chart looks like a staircase, I like it',
  'wen moon',
  'I got in at 40k mcap, taking profits at 2x',
  'careful, half of these are rugs',
  'send the contract pls',
  'here it is',
  'thanks ser',
  'check the holders first, top 10 own 30 percent',
  'bought a small bag, NFA',
  'telegram is getting crowded, nice',
  'the website is up now',
  'did anyone verify the mint authority is revoked?',
  'yes, revoked and LP burned',
  'ok aping',
  'brb',
  'market is red but this is green',
  'socials look legit',
  'my node is syncing again, ugh',
];
const CHAT_NAMES = ['Mira', 'Dex', 'ape_lord', 'Tomasz', 'Yuki', 'solwhale', 'Beni', 'kenji.eth'];
const CHAT_TITLES = ['Alpha Calls', 'Degen Den', 'Launch Watch', 'SOL Hunters', 'BSC Gems'];

function time(random: Random): string {
  return `${random.int(0, 23)}:${String(random.int(0, 59)).padStart(2, '0')}`;
}

function phoneCase(random: Random, index: number): StyleCase {
  const truth = address(random, random.next() < 0.5 ? 'solana' : 'bnb');
  const count = random.int(10, 20);
  const at = count - 1 - random.int(0, 3);
  const messages: PhoneDrawing['messages'] = Array.from({ length: count }, (_, i) => {
    const from = random.next() < 0.35 ? 'me' : 'them';
    const message: PhoneDrawing['messages'][number] = {
      from,
      time: time(random),
      text:
        i === at
          ? random.pick([truth.address, `CA: ${truth.address}`, `${truth.address} this one`])
          : random.next() < 0.3
            ? `${random.pick(CHAT_LINES)} ${random.pick(CHAT_LINES)}`
            : random.pick(CHAT_LINES),
    };
    if (from === 'them') message.name = random.pick(CHAT_NAMES);
    if (i === at) message.address = true;
    return message;
  });
  return {
    id: `phone-${index}`,
    style: 'phone',
    addresses: [truth],
    knownInText: index % 2 === 0 ? [truth.address] : [],
    note: truth.chain,
    drawing: {
      kind: 'phone',
      theme: random.next() < 0.5 ? 'dark' : 'light',
      font: random.pick(SANS_FONTS),
      size: random.pick([13, 14, 15, 16, 17]),
      bubbleWidth: random.pick([76, 82, 88]),
      title: random.pick(CHAT_TITLES),
      messages,
    },
  };
}

/** The address cut into `lines` parts of near-equal length. */
function splitAddress(text: string, lines: number): string[] {
  const parts: string[] = [];
  const size = Math.ceil(text.length / lines);
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts;
}

const WRAPS = [
  { chain: 'solana', lines: 2 },
  { chain: 'solana', lines: 3 },
  { chain: 'bnb', lines: 2 },
  { chain: 'bnb', lines: 3 },
] as const;

function wrappedCase(random: Random, index: number): StyleCase {
  // Every combination in turn: chain and lines, hyphen or none, bubble or column.
  const wrap = WRAPS[index % WRAPS.length] as (typeof WRAPS)[number];
  const hyphen = Math.floor(index / WRAPS.length) % 2 === 1;
  const container = Math.floor(index / (2 * WRAPS.length)) % 2 === 1 ? 'column' : 'bubble';
  const truth = address(random, wrap.chain);
  const parts = splitAddress(truth.address, wrap.lines).map((part, i, all) =>
    hyphen && i < all.length - 1 ? `${part}-` : part,
  );
  return {
    id: `wrapped-${index}`,
    style: 'wrapped',
    addresses: [truth],
    knownInText: index % 2 === 0 ? [truth.address] : [],
    wrappedLines: wrap.lines,
    note: `${truth.chain}, ${wrap.lines} lines, ${hyphen ? 'hyphen' : 'no hyphen'}, ${container}`,
    drawing: {
      kind: 'wrapped',
      container,
      theme: random.pick(['light', 'dim', 'dark'] as const),
      font: random.pick(FONT_NAMES),
      size: random.pick([16, 18, 20, 22, 24] as const),
      before: random.pick(['CA:', 'Contract address', 'new launch, CA below', 'here it is']),
      parts,
      after: random.pick(['NFA', 'good luck', 'LP burned', '']),
      scale: random.next() < 0.5 ? 2 : 1,
    },
  };
}

/** One-character look-alikes whose both sides an address of the chain may hold. */
const TWINS: Record<Chain, [string, string][]> = {
  solana: [
    ['g', 'q'],
    ['w', 'W'],
    ['j', 'J'],
    ['c', 'C'],
    ['u', 'U'],
  ],
  // 0x is read in any case, so only d/0 makes another address.
  bnb: [['d', '0']],
};

/** A valid address of the chain, as a trader would post it in text. */
function validSpelling(value: string, chain: Chain): string | undefined {
  if (chain === 'solana') {
    return decodesToSolanaKey(value) && detectContractAddresses(`CA ${value}`).length === 1
      ? value
      : undefined;
  }
  const spelled = /[A-F]/.test(value) ? getAddress(value.toLowerCase()) : value;
  return isEvmAddress(spelled) ? spelled : undefined;
}

/** A′: A with one character turned into its look-alike, itself a valid address of the chain. */
function twinOf(truth: TrueAddress, random: Random): { twin: string; change: string } | undefined {
  const options: { at: number; to: string; change: string }[] = [];
  const body = truth.chain === 'bnb' ? 2 : 0;
  for (let at = body; at < truth.address.length; at++) {
    const char = truth.address[at] as string;
    for (const [a, b] of TWINS[truth.chain]) {
      const lower = truth.chain === 'bnb' ? char.toLowerCase() : char;
      if (lower === a) options.push({ at, to: b, change: `${a}→${b}` });
      if (lower === b) options.push({ at, to: a, change: `${b}→${a}` });
    }
  }
  while (options.length > 0) {
    const [option] = options.splice(random.int(0, options.length - 1), 1);
    if (!option) break;
    const value = `${truth.address.slice(0, option.at)}${option.to}${truth.address.slice(option.at + 1)}`;
    const twin = validSpelling(value, truth.chain);
    if (twin) return { twin, change: option.change };
  }
  return undefined;
}

const OPENERS = [
  'New launch is live, get in early',
  'Stealth launch. LP burned, mint revoked.',
  'Fair launch, no presale, no team tokens',
  'Community takeover, join the chat',
];
const CLOSERS = ['NFA, DYOR', 'chart looks clean', 'socials in bio', 'good luck out there'];

function cardStyle(random: Random): CaseStyle {
  const style: CaseStyle = {
    font: random.pick(FONT_NAMES),
    size: random.pick(SIZES),
    theme: random.pick(Object.keys(THEMES) as ThemeName[]),
    scale: random.next() < 0.3 ? 2 : 1,
  };
  if (random.next() < 0.2) style.jpegQuality = random.int(65, 85);
  return style;
}

function cardLines(random: Random, shown: string): string[] {
  const lines = [random.pick(OPENERS), `${random.pick(['CA:', 'CA', 'Contract:'])} ${shown}`];
  return random.next() < 0.5 ? [...lines, random.pick(CLOSERS)] : lines;
}

function decoyCase(random: Random, index: number): StyleCase {
  for (;;) {
    const truth = address(random, index % 2 === 0 ? 'solana' : 'bnb');
    const twin = twinOf(truth, random);
    if (!twin) continue;
    return {
      id: `decoy-${index}`,
      style: 'decoy',
      addresses: [truth],
      knownInText: [twin.twin],
      note: `${truth.chain}, twin ${twin.change}`,
      drawing: { kind: 'card', lines: cardLines(random, truth.address), style: cardStyle(random) },
    };
  }
}

/** Characters outside the chain's alphabet that look like one inside it. */
const MISSES: Record<Chain, [string, string][]> = {
  solana: [
    ['o', '0'],
    ['1', 'l'],
    ['1', 'I'],
    ['D', '0'],
    ['i', 'l'],
  ],
  bnb: [
    ['0', 'o'],
    ['0', 'O'],
    ['1', 'l'],
    ['5', 'S'],
  ],
};

function nearMissCase(random: Random, index: number): StyleCase {
  for (;;) {
    const neighbour = address(random, index % 2 === 0 ? 'solana' : 'bnb');
    const body = neighbour.chain === 'bnb' ? 2 : 0;
    const options: { at: number; to: string; change: string }[] = [];
    for (let at = body; at < neighbour.address.length; at++) {
      for (const [from, to] of MISSES[neighbour.chain]) {
        if (neighbour.address[at] === from) options.push({ at, to, change: `${from}→${to}` });
      }
    }
    if (options.length === 0) continue;
    const option = random.pick(options);
    const shown = `${neighbour.address.slice(0, option.at)}${option.to}${neighbour.address.slice(option.at + 1)}`;
    // Not an address by the text rule (FC §5): no valid address shows in the picture.
    if (detectContractAddresses(`CA ${shown}`).length > 0) continue;
    return {
      id: `near-miss-${index}`,
      style: 'near-miss',
      addresses: [],
      shown,
      knownInText: [neighbour.address],
      note: `${neighbour.chain}, ${option.change}`,
      drawing: { kind: 'card', lines: cardLines(random, shown), style: cardStyle(random) },
    };
  }
}

function hugeCases(random: Random): StyleCase[] {
  const flat = address(random, 'solana');
  const noisy = address(random, 'bnb');
  return [
    {
      id: 'huge-6300-png',
      style: 'huge',
      addresses: [flat],
      knownInText: [flat.address],
      note: '6300 × 6300 PNG, flat background',
      drawing: {
        kind: 'huge',
        width: 6300,
        height: 6300,
        lines: cardLines(random, flat.address),
        format: 'png',
      },
    },
    {
      id: 'huge-4000-noise',
      style: 'huge',
      addresses: [noisy],
      knownInText: [noisy.address],
      note: '4000 × 4000 JPEG, noise over the whole picture',
      drawing: {
        kind: 'huge',
        width: 4000,
        height: 4000,
        noise: { seed: random.int(1, 2 ** 30), amplitude: 40 },
        lines: cardLines(random, noisy.address),
        format: 'jpeg',
        jpegQuality: 70,
      },
    },
  ];
}

export type StyleCorpusSize = { cases: number; seed: number };

export const DEFAULT_STYLE_CORPUS: StyleCorpusSize = { cases: 32, seed: 48 };

/**
 * The cases of the chosen styles: `cases` of each (huge: its two pictures), the same for the
 * same size and seed in every run. Each style draws from its own generator, so choosing fewer
 * styles leaves the others' cases as they were.
 */
export function styleCases(
  styles: readonly StyleName[],
  { cases, seed }: StyleCorpusSize = DEFAULT_STYLE_CORPUS,
): StyleCase[] {
  const makers: Record<StyleName, (random: Random) => StyleCase[]> = {
    phone: (random) => Array.from({ length: cases }, (_, i) => phoneCase(random, i)),
    wrapped: (random) => Array.from({ length: cases }, (_, i) => wrappedCase(random, i)),
    decoy: (random) => Array.from({ length: cases }, (_, i) => decoyCase(random, i)),
    'near-miss': (random) => Array.from({ length: cases }, (_, i) => nearMissCase(random, i)),
    huge: (random) => hugeCases(random),
  };
  return STYLE_NAMES.filter((style) => styles.includes(style)).flatMap((style) =>
    makers[style](seededRandom(seed * 1000 + STYLE_NAMES.indexOf(style))),
  );
}
