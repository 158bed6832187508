import { STROKE_GLYPH_HEIGHT, strokeGlyph } from './stroke-font.ts';

/**
 * DA §3 image_type letter and ascii: the token image drawn from its name, as a 512 px square SVG
 * we serve ourselves (and render to PNG, images/png.ts). Pure and deterministic: the same name
 * always gives the same image, so its URL is stable and cacheable forever. Every glyph is a path,
 * never text: the image needs no installed font (a machine without fonts draws no text at all).
 */
export type GeneratedImageKind = 'letter' | 'ascii';

export const PALETTE = [
  '#5865f2',
  '#eb459e',
  '#57f287',
  '#fee75c',
  '#ed4245',
  '#f47b67',
  '#00b0f4',
];

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The first letter or digit of the name, upper case; '?' when it has none. */
export function initialOf(name: string): string {
  const match = name.normalize('NFKD').match(/[\p{L}\p{N}]/u);
  return match ? match[0].toUpperCase() : '?';
}

/** A 5×7 block font for the ascii image, one row per string, '#' lit. */
export const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '####.', '#...#', '#...#', '#...#', '####.'],
  C: ['.####', '#....', '#....', '#....', '#....', '#....', '.####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '####.', '#....', '#....', '#....', '#####'],
  F: ['#####', '#....', '####.', '#....', '#....', '#....', '#....'],
  G: ['.####', '#....', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#####', '#...#', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '###..', '#..#.', '#...#', '#...#', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#...#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#..#.', '#...#', '#...#'],
  S: ['.####', '#....', '.###.', '....#', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '.#.#.', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '.#.#.', '..#..', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#..##', '#.#.#', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '..##.', '.#...', '#....', '#####'],
  '3': ['####.', '....#', '..##.', '....#', '....#', '....#', '####.'],
  '4': ['#..#.', '#..#.', '#..#.', '#####', '...#.', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '####.', '#...#', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '..#..', '..#..', '..#..'],
  '8': ['.###.', '#...#', '.###.', '#...#', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  '?': ['.###.', '#...#', '...#.', '..#..', '..#..', '.....', '..#..'],
};

export const IMAGE_SIZE = 512;

/** The ascii image's dark square. */
export const ASCII_BACKGROUND = '#111214';

/** The name's palette colour: the letter image's background, the ascii image's ink. */
export function nameColour(name: string): string {
  return PALETTE[hash(name) % PALETTE.length] ?? '#5865f2';
}

/** The 5×7 rows of the name's initial ('#' lit), '?' for an initial the font lacks. */
export function glyphRows(name: string): string[] {
  return GLYPHS[initialOf(name)] ?? GLYPHS['?'] ?? [];
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `hex` moved `amount` (0–1) of the way towards `to` (0 black, 255 white). */
const mix = (hex: string, to: number, amount: number) =>
  toHex(channels(hex).map((c) => c + (to - c) * amount));

/** White on the dark palette colours, near-black on the light ones (yellow, green). */
export function letterInk(background: string): string {
  const [r = 0, g = 0, b = 0] = channels(background);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170 ? '#1e1f22' : '#ffffff';
}

const SVG_OPEN = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">`;
const PEN = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
const num = (n: number) => String(Math.round(n * 100) / 100);

/** Letter: the initial large in the stroke font, on the name's colour with a soft light. */
function letterSvg(name: string): string {
  const background = nameColour(name);
  const ink = letterInk(background);
  const glyph = strokeGlyph(initialOf(name));
  const scale = 2.4; // a cap height of 240 px
  const x = (IMAGE_SIZE - glyph.width * scale) / 2;
  const y = (IMAGE_SIZE - STROKE_GLYPH_HEIGHT * scale) / 2;
  const place = (dx: number, dy: number) =>
    `transform="translate(${num(x + dx)} ${num(y + dy)}) scale(${scale})"`;
  return (
    SVG_OPEN +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${mix(background, 255, 0.18)}"/>` +
    `<stop offset="1" stop-color="${mix(background, 0, 0.18)}"/></linearGradient></defs>` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="url(#bg)"/>` +
    `<circle cx="256" cy="256" r="208" fill="#ffffff" fill-opacity="0.1"/>` +
    `<g ${PEN} stroke-width="17">` +
    `<path d="${glyph.d}" stroke="#000000" stroke-opacity="0.18" ${place(5, 7)}/>` +
    `<path d="${glyph.d}" stroke="${ink}" ${place(0, 0)}/></g></svg>`
  );
}

/** ascii: one cell of the block font a character wide and a line high. */
export const ASCII_CELL = { width: 52, height: 56 } as const;
const ASCII_LEFT = (IMAGE_SIZE - 5 * ASCII_CELL.width) / 2;
const ASCII_TOP = (IMAGE_SIZE - 7 * ASCII_CELL.height) / 2;

/**
 * ascii: the initial as ascii art, each lit cell of the 5×7 block font a '$' in the name's
 * colour (with a faint glow, as on a terminal), each dark one a dim '.'.
 */
function asciiSvg(name: string): string {
  const colour = nameColour(name);
  const dollar = strokeGlyph('$');
  const scale = 0.38;
  const lit: string[] = [];
  const dots: string[] = [];
  for (const [row, line] of glyphRows(name).entries()) {
    for (const [column, cell] of [...line].entries()) {
      const left = ASCII_LEFT + column * ASCII_CELL.width;
      const top = ASCII_TOP + row * ASCII_CELL.height;
      if (cell === '#') {
        const x = left + (ASCII_CELL.width - dollar.width * scale) / 2;
        const y = top + (ASCII_CELL.height - STROKE_GLYPH_HEIGHT * scale) / 2;
        lit.push(
          `<path d="${dollar.d}" transform="translate(${num(x)} ${num(y)}) scale(${scale})"/>`,
        );
      } else {
        dots.push(
          `<circle cx="${num(left + ASCII_CELL.width / 2)}" cy="${num(top + 44)}" r="3.5"/>`,
        );
      }
    }
  }
  const cells = lit.join('');
  return (
    SVG_OPEN +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${ASCII_BACKGROUND}"/>` +
    `<g fill="#2b2d31">${dots.join('')}</g>` +
    `<g ${PEN} stroke="${colour}" stroke-opacity="0.22" stroke-width="30">${cells}</g>` +
    `<g ${PEN} stroke="${colour}" stroke-width="13">${cells}</g></svg>`
  );
}

export function generatedImageSvg(kind: GeneratedImageKind, name: string): string {
  return kind === 'letter' ? letterSvg(name) : asciiSvg(name);
}
