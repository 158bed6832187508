/** An RGBA picture: 4 bytes a pixel, rows top to bottom. */
export type RgbaPicture = { data: Uint8Array; width: number; height: number };

/**
 * The runs of glyphs along a text piece's picture, split at word-sized gaps, in pixels: the
 * longest run's width, the first run's (from the first inked column) and the last run's (to the
 * last inked column), and how many runs there are; all 0 for a picture without ink.
 */
export type InkRuns = { longest: number; first: number; last: number; count: number };

/**
 * A blank stretch at least this share of the picture's height splits runs. Measured on the
 * bench's corpus and its phone and wrapped styles (1,828 pieces), the glyphs of an address were
 * up to 0.3 of its piece's height apart (0.24-0.3 in two pictures: small text, and a JPEG). Of
 * 898 phone chat pieces, 78 kept a run of 9.6 heights at 0.36 (46 at 0.32, 132 at 0.4).
 */
export const WORD_GAP = 0.36;
// A pixel is ink when it differs from the background by at least half the picture's strong
// contrast (its 98th percentile) and at least this much (0-255 grey).
const MIN_CONTRAST = 24;

/**
 * The picture's runs of glyphs: pixels are grey, the background is the median grey, ink what
 * differs from it by half the picture's contrast; a column holds ink when any of its pixels does,
 * and blank stretches of at least `gap` × height columns split runs.
 */
export function inkRuns(picture: RgbaPicture, gap = WORD_GAP): InkRuns {
  const { data, width, height } = picture;
  const size = width * height;
  const grey = new Uint8Array(size);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < size; i++) {
    const value =
      ((data[i * 4] ?? 0) * 299 + (data[i * 4 + 1] ?? 0) * 587 + (data[i * 4 + 2] ?? 0) * 114) /
      1000;
    grey[i] = value;
    histogram[grey[i] ?? 0] = (histogram[grey[i] ?? 0] ?? 0) + 1;
  }
  const background = percentile(histogram, size, 0.5);
  const deviations = new Uint32Array(256);
  for (let i = 0; i < size; i++) {
    const deviation = Math.abs((grey[i] ?? 0) - background);
    deviations[deviation] = (deviations[deviation] ?? 0) + 1;
  }
  const threshold = Math.max(MIN_CONTRAST, percentile(deviations, size, 0.98) / 2);
  const inked = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs((grey[y * width + x] ?? 0) - background) >= threshold) inked[x] = 1;
    }
  }
  const runs: number[] = [];
  const minGap = Math.max(1, gap * height);
  let start = -1;
  let end = -1;
  for (let x = 0; x < width; x++) {
    if (!inked[x]) continue;
    if (start >= 0 && x - end - 1 >= minGap) {
      runs.push(end - start + 1);
      start = -1;
    }
    if (start < 0) start = x;
    end = x;
  }
  if (start >= 0) runs.push(end - start + 1);
  return {
    longest: Math.max(0, ...runs),
    first: runs[0] ?? 0,
    last: runs.at(-1) ?? 0,
    count: runs.length,
  };
}

/** The value below which `share` of a histogram's `count` values lie. */
function percentile(histogram: Uint32Array, count: number, share: number): number {
  let seen = 0;
  for (let value = 0; value < histogram.length; value++) {
    seen += histogram[value] ?? 0;
    if (seen >= count * share) return value;
  }
  return histogram.length - 1;
}
