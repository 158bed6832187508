import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** DA §2 Image Library: an image the trader saved, kept as the file itself. */
export type LibraryImage = { id: string; name: string; blob: Blob; addedAt: number };

interface LibrarySchema extends DBSchema {
  images: { key: string; value: LibraryImage; indexes: { addedAt: number } };
}

/** The Image Library's store: real images, in this browser's IndexedDB, across reloads. */
export type ImageLibrary = {
  /** Every saved image, newest first. */
  list: () => Promise<LibraryImage[]>;
  add: (name: string, blob: Blob) => Promise<LibraryImage>;
  remove: (id: string) => Promise<void>;
  close: () => Promise<void>;
};

export const LIBRARY_DB = 'launchdeck-image-library';

/** Opens (creating on first use) the library's database; `name` is for tests. */
export function openImageLibrary(name: string = LIBRARY_DB): ImageLibrary {
  let db: Promise<IDBPDatabase<LibrarySchema>> | null = null;
  const open = () => {
    db ??= openDB<LibrarySchema>(name, 1, {
      upgrade(database) {
        const images = database.createObjectStore('images', { keyPath: 'id' });
        images.createIndex('addedAt', 'addedAt');
      },
    });
    return db;
  };
  let lastAdded = 0;
  return {
    list: async () => (await (await open()).getAllFromIndex('images', 'addedAt')).reverse(),
    add: async (imageName, blob) => {
      // Strictly increasing, so two images added in the same millisecond keep their order.
      lastAdded = Math.max(Date.now(), lastAdded + 1);
      const image = { id: crypto.randomUUID(), name: imageName, blob, addedAt: lastAdded };
      await (await open()).put('images', image);
      return image;
    },
    remove: async (id) => {
      await (await open()).delete('images', id);
    },
    close: async () => {
      if (db) (await db).close();
      db = null;
    },
  };
}

let shared: ImageLibrary | null = null;
/** The page's library, opened on first use. */
export const imageLibrary = (): ImageLibrary => {
  shared ??= openImageLibrary();
  return shared;
};

/** DA §2 Image Library search: by name, ignoring case; an empty search lists all. */
export function searchLibrary(images: readonly LibraryImage[], query: string): LibraryImage[] {
  const needle = query.trim().toLowerCase();
  return needle === ''
    ? [...images]
    : images.filter((image) => image.name.toLowerCase().includes(needle));
}

/** The name an image is saved under: its file name without the extension. */
export const libraryName = (fileName: string) =>
  fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'image';
