import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ImageLibrary,
  type LibraryImage,
  libraryName,
  openImageLibrary,
  searchLibrary,
} from './library-store.ts';

const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
/**
 * Node's own Blob: it survives IndexedDB's structured clone as a browser's Blob does (jsdom's
 * Blob does not, being a wrapper Node cannot clone).
 */
const blob = (bytes: Uint8Array, type: string) =>
  new NodeBlob([bytes], { type }) as unknown as Blob;
const png = () => blob(PNG_BYTES, 'image/png');

let run = 0;
const opened: ImageLibrary[] = [];
/** A library on a database of its own; reopening `name` reads what an earlier one wrote. */
function library(name = `library-test-${++run}`) {
  const store = openImageLibrary(name);
  opened.push(store);
  return { store, name };
}

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describe('image library (IndexedDB)', () => {
  it('keeps the images themselves, newest first, across a reopen', async () => {
    const { store, name } = library();
    await store.add('frog', png());
    await store.add('cat', blob(new Uint8Array([255, 216, 255]), 'image/jpeg'));
    await store.close();

    const reopened = library(name).store;
    const images = await reopened.list();
    expect(images.map((image) => image.name)).toEqual(['cat', 'frog']);
    const frog = images[1];
    if (!frog) throw new Error('frog was not kept');
    expect(frog.blob.type).toBe('image/png');
    expect(new Uint8Array(await frog.blob.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('deletes one image and keeps the others', async () => {
    const { store } = library();
    const frog = await store.add('frog', png());
    await store.add('cat', png());
    await store.remove(frog.id);
    expect((await store.list()).map((image) => image.name)).toEqual(['cat']);
  });

  it('starts empty', async () => {
    expect(await library().store.list()).toEqual([]);
  });
});

describe('searchLibrary', () => {
  const images = ['Frog King', 'frog-2', 'Cat'].map(
    (name, index): LibraryImage => ({ id: String(index), name, blob: png(), addedAt: index }),
  );
  it.each([
    ['', ['Frog King', 'frog-2', 'Cat']],
    ['  ', ['Frog King', 'frog-2', 'Cat']],
    ['FROG', ['Frog King', 'frog-2']],
    ['king', ['Frog King']],
    ['dog', []],
  ])('"%s" finds %j', (query, names) => {
    expect(searchLibrary(images, query).map((image) => image.name)).toEqual(names);
  });
});

describe('libraryName', () => {
  it.each([
    ['frog.png', 'frog'],
    ['frog.king.jpeg', 'frog.king'],
    ['frog', 'frog'],
    ['.png', 'image'],
  ])('%s is saved as %s', (file, name) => {
    expect(libraryName(file)).toBe(name);
  });
});
