import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSIONS, type ExtensionName } from '@launchdeck/protocol';
import { Resvg } from '@resvg/resvg-js';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { IMAGE_SEARCH_PURPOSE, imageSearchManifest } from './src/image-search/manifest.ts';
import { IMAGE_SEARCH_ICON, VAMP_ICON } from './src/shared/icon.ts';
import { type ExtensionManifest, ICON_SIZES } from './src/shared/manifest.ts';
import { optionsPage } from './src/shared/options-page.ts';
import { VAMP_PURPOSE, vampManifest } from './src/vamp/manifest.ts';

/**
 * Builds the two Manifest V3 extensions (DA §2 Extensions): each script bundled by esbuild, the
 * manifest, the options page and PNG icons into dist/<folder>/ (the unpacked extension), then
 * zipped into dist/<EXTENSIONS file>, which the web build serves under /downloads/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { version } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8')) as {
  version: string;
};
// A fixed date in the archives, so one source always makes the same bytes.
const ZIP_DATE = new Date('2026-01-01T00:00:00Z');

type Extension = {
  folder: string;
  manifest: ExtensionManifest;
  purpose: string;
  icon: string;
  scripts: Record<string, string>;
};

const BUILT: Record<ExtensionName, Extension> = {
  vamp: {
    folder: 'vamp',
    manifest: vampManifest(version),
    purpose: VAMP_PURPOSE,
    icon: VAMP_ICON,
    scripts: { background: 'src/vamp/background.ts', content: 'src/vamp/content.ts' },
  },
  imageSearch: {
    folder: 'image-search',
    manifest: imageSearchManifest(version),
    purpose: IMAGE_SEARCH_PURPOSE,
    icon: IMAGE_SEARCH_ICON,
    scripts: { background: 'src/image-search/background.ts' },
  },
};

async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

async function buildOne(name: ExtensionName): Promise<void> {
  const extension = BUILT[name];
  const out = path.join(dist, extension.folder);
  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, 'icons'), { recursive: true });
  await build({
    entryPoints: { ...extension.scripts, options: 'src/shared/options.ts' },
    absWorkingDir: here,
    outdir: out,
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await writeFile(
    path.join(out, 'manifest.json'),
    `${JSON.stringify(extension.manifest, null, 2)}\n`,
  );
  await writeFile(
    path.join(out, 'options.html'),
    optionsPage(extension.manifest.name, extension.purpose),
  );
  await copyFile(path.join(here, 'src/shared/options.css'), path.join(out, 'options.css'));
  for (const size of ICON_SIZES) {
    const png = new Resvg(extension.icon, { fitTo: { mode: 'width', value: size } }).render();
    await writeFile(path.join(out, `icons/icon-${size}.png`), png.asPng());
  }
  const files = await filesUnder(out);
  const entries = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [
        file,
        [new Uint8Array(await readFile(path.join(out, file))), { mtime: ZIP_DATE }],
      ]),
    ),
  );
  await writeFile(path.join(dist, EXTENSIONS[name].file), zipSync(entries, { level: 9 }));
}

await mkdir(dist, { recursive: true });
await Promise.all((Object.keys(BUILT) as ExtensionName[]).map(buildOne));
console.log(`Extensions built in ${path.relative(process.cwd(), dist) || '.'}`);
