/**
 * An SVG path drawing the dark modules of a QR matrix (rows of booleans, `true` dark): one unit
 * square per module, a row's neighbours merged into one run, so a code is one small path.
 */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
