import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Bundles the server into dist/main.js so production runs plain `node`, without compiling
 * TypeScript at every start. npm packages stay in node_modules (native argon2, PGlite's
 * WebAssembly and data files are found there at run time); only our own code and the protocol
 * workspace, which ships as TypeScript source, go into the bundle.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(serverDir, 'dist');

/** Every bare import stays external except our own workspace packages. */
const externalPackagesButOurs: Plugin = {
  name: 'external-packages-but-ours',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@launchdeck/') ? undefined : { external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  // dist/ sits at the same depth as src/, so paths the code derives from import.meta.url
  // (the repository root for the web app's files) hold in both.
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackagesButOurs],
});
// The storage code reads its SQL migrations from a folder beside the module that runs it:
// src/storage/migrations in development, dist/migrations in the bundle.
await cp(path.join(serverDir, 'src/storage/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
