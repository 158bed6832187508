import { createHash } from 'node:crypto';
import { TOKEN_IMAGE_UPLOAD } from '@launchdeck/protocol';
import { eq } from 'drizzle-orm';
import type { Database } from '../../storage/database.ts';
import { tokenImages } from '../../storage/schema.ts';
import { IMAGE_TYPES, type ImageContentType } from './image-types.ts';

/** Where uploaded images are served: `{base}/api/token-images/u/{id}.{ext}`. */
export const UPLOADED_IMAGE_PATH = `${TOKEN_IMAGE_UPLOAD.path}/u`;

/** An uploaded image's file name: its content address and the extension of its type. */
const UPLOADED_FILE = /^([A-Za-z0-9_-]{43})\.(png|jpg|gif|webp|bmp)$/;

export type UploadedImage = { contentType: ImageContentType; bytes: Uint8Array };

/** The content address of an image: the SHA-256 of its bytes, base64url. */
export function tokenImageId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/** The id and extension an uploaded image's file name carries, or null for any other name. */
export function parseUploadedFile(file: string): { id: string; extension: string } | null {
  const match = UPLOADED_FILE.exec(file);
  return match ? { id: match[1] ?? '', extension: match[2] ?? '' } : null;
}

/**
 * Uploaded token images (POST /api/token-images), stored once under their content address in
 * `token_images` and served from our own host like the metadata JSON, so the click sends a short
 * link and the platforms and wallets read the image from a stable URL.
 */
export class TokenImageStore {
  constructor(
    private readonly db: Database,
    private readonly baseUrl: string,
  ) {}

  /** The public URL of an image, known before it is stored (content addressed). */
  urlOf(id: string, contentType: ImageContentType): string {
    return `${this.baseUrl}${UPLOADED_IMAGE_PATH}/${id}.${IMAGE_TYPES[contentType]}`;
  }

  /** The file name a URL of ours names under the upload path, or null for any other URL. */
  fileOf(url: string): string | null {
    const prefix = `${this.baseUrl}${UPLOADED_IMAGE_PATH}/`;
    if (!url.startsWith(prefix)) return null;
    const file = url.slice(prefix.length);
    return parseUploadedFile(file) ? file : null;
  }

  /** Stores an image once (a second upload of the same bytes keeps the first row); its URL. */
  async put(image: UploadedImage, userId: number | null): Promise<{ id: string; url: string }> {
    const id = tokenImageId(image.bytes);
    await this.db
      .insert(tokenImages)
      .values({ id, contentType: image.contentType, bytes: image.bytes, userId })
      .onConflictDoNothing();
    return { id, url: this.urlOf(id, image.contentType) };
  }

  /** The image stored under a file name (`{id}.{ext}`), when the extension is its type's. */
  async get(file: string): Promise<UploadedImage | undefined> {
    const name = parseUploadedFile(file);
    if (!name) return undefined;
    const [row] = await this.db
      .select({ contentType: tokenImages.contentType, bytes: tokenImages.bytes })
      .from(tokenImages)
      .where(eq(tokenImages.id, name.id));
    if (!row || !(row.contentType in IMAGE_TYPES)) return undefined;
    const contentType = row.contentType as ImageContentType;
    return IMAGE_TYPES[contentType] === name.extension
      ? { contentType, bytes: row.bytes }
      : undefined;
  }
}
