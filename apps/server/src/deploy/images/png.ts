import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { type GeneratedImageKind, generatedImageSvg } from '../generated-image.ts';

/**
 * DA §3 letter and ascii images as PNG files: the SVG we serve (generated-image.ts) rendered by
 * resvg. Platforms that take the image file itself want a raster (research §1b, §1d, §1e;
 * four.meme refuses SVG), and so does the form's preview. The SVG draws every glyph as a path,
 * so no system font is loaded (a fresh machine may have none; loading them costs ~30 ms a render).
 */
/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const RENDER_OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false },
  logLevel: 'off',
};

/** The letter or ascii image of `name` as a 512 × 512 PNG, rendered on this thread. */
export function renderGeneratedPng(kind: GeneratedImageKind, name: string): Uint8Array {
  return new Uint8Array(new Resvg(generatedImageSvg(kind, name), RENDER_OPTIONS).render().asPng());
}

/** Rendered images kept: a letter or ascii image is ~20–35 KB, so 128 of them hold ~4 MB. */
export const GENERATED_PNG_CACHE_ENTRIES = 128;

/**
 * The letter and ascii PNGs, rendered off the event loop (~7–8 ms each on the libuv pool) and
 * the last GENERATED_PNG_CACHE_ENTRIES kept, least recently used dropped first. Keyed by the SVG
 * itself: the image depends on the name only through its initial and colour, so names that draw
 * the same image share one entry. A render in flight is shared; a failed one is not kept.
 */
export class GeneratedPngs {
  private readonly cache = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly entries = GENERATED_PNG_CACHE_ENTRIES) {}

  png(kind: GeneratedImageKind, name: string): Promise<Uint8Array> {
    const svg = generatedImageSvg(kind, name);
    const cached = this.cache.get(svg);
    if (cached) {
      this.cache.delete(svg);
      this.cache.set(svg, cached);
      return cached;
    }
    const rendered = renderAsync(svg, RENDER_OPTIONS).then(
      (image) => new Uint8Array(image.asPng()),
    );
    this.cache.set(svg, rendered);
    rendered.catch(() => {
      if (this.cache.get(svg) === rendered) this.cache.delete(svg);
    });
    for (const old of this.cache.keys()) {
      if (this.cache.size <= this.entries) break;
      this.cache.delete(old);
    }
    return rendered;
  }

  /** How many images are kept (tests). */
  get size(): number {
    return this.cache.size;
  }
}
