/**
 * The image types the platforms take (research §1b, §1d, §1e: four.meme and the bonk worker take
 * raster files; an SVG is refused). A file's type is read from its first bytes, so a link that
 * says image/png but serves an HTML page or an SVG is refused too.
 */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
} as const;

export type ImageContentType = keyof typeof IMAGE_TYPES;

/** The declared media type, lower case and without parameters, when it is one we take. */
export function acceptedContentType(declared: string | null): ImageContentType | null {
  const type = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const normal = type === 'image/jpg' ? 'image/jpeg' : type;
  return normal in IMAGE_TYPES ? (normal as ImageContentType) : null;
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** The type the file's magic bytes show, or null when they are none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x42, 0x4d])) return 'image/bmp';
  return null;
}
