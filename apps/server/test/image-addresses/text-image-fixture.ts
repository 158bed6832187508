import sharp from 'sharp';

export type TextImageOptions = {
  font?: string;
  size?: number;
  background?: string;
  color?: string;
  format?: 'png' | 'jpeg';
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A screenshot-like picture of lines of text (rendered with the system's fonts). */
export async function textImage(lines: string[], options: TextImageOptions = {}): Promise<Buffer> {
  const {
    font = 'DejaVu Sans Mono',
    size = 24,
    background = '#ffffff',
    color = '#111111',
  } = options;
  const lineHeight = Math.round(size * 1.6);
  const width = Math.round(Math.max(...lines.map((line) => line.length)) * size * 0.7) + 40;
  const height = lineHeight * lines.length + 30;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="20" y="${20 + lineHeight * (index + 1) - size / 2}" font-family="${font}" font-size="${size}" fill="${color}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${texts}</svg>`;
  const image = sharp(Buffer.from(svg));
  return options.format === 'jpeg'
    ? image.jpeg({ quality: 80 }).toBuffer()
    : image.png().toBuffer();
}
