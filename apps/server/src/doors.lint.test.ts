import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repo, 'node_modules/.bin/biome');

/**
 * The lint rule of the server's doors (biome.json's overrides): a domain imports another domain
 * only through its index.ts, a shared kernel imports no domain. Checked on probe files in a copy
 * of the configuration, so the rule itself is under test, not only today's code.
 */
describe('server domain doors (lint rule)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'launchdeck-doors-'));
    const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
    config.$schema = undefined;
    config.vcs = { enabled: false };
    config.files = { includes: ['**'] };
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    cpSync(path.join(repo, 'node_modules/@biomejs'), path.join(dir, 'node_modules/@biomejs'), {
      recursive: true,
      dereference: true,
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function lint(file: string, source: string): Promise<string[]> {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
    try {
      await run(biome, ['lint', '--only=style/noRestrictedImports', file], { cwd: dir });
      return [];
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      // Each diagnostic marks its line with `>`: the refused import's specifier.
      const marked = /^\s*>\s*\d+\s*│.*from '([^']+)'/gm;
      return [...new Set([...`${stdout}${stderr}`.matchAll(marked)].map((m) => m[1] as string))];
    } finally {
      rmSync(full);
    }
  }
  const imports = (...specs: string[]) =>
    `${specs.map((s, i) => `import { a${i} } from '${s}';`).join('\n')}\nexport const all = [${specs.map((_, i) => `a${i}`).join(', ')}];\n`;

  it("refuses a domain importing another domain's file, and lets its door and the kernels through", async () => {
    const refused = await lint(
      'apps/server/src/deploy/probe.ts',
      imports(
        '../wallets/repository.ts',
        '../wallets/index.ts',
        '../http/errors.ts',
        '../storage/database.ts',
        '../config.ts',
        './launchers.ts',
      ),
    );
    expect(refused).toEqual(['../wallets/repository.ts']);
  });

  it('holds in nested folders, where a sibling folder of the same domain is its own', async () => {
    const refused = await lint(
      'apps/server/src/deploy/images/probe.ts',
      imports('../../feed/bus.ts', '../../feed/index.ts', '../bnb/launcher.ts', '../service.ts'),
    );
    expect(refused).toEqual(['../../feed/bus.ts']);
  });

  it('refuses a shared kernel importing any domain, even its door', async () => {
    const refused = await lint(
      'apps/server/src/http/probe.ts',
      imports('../auth/index.ts', '../auth/service.ts', '../storage/database.ts', './errors.ts'),
    );
    expect(refused.sort()).toEqual(['../auth/index.ts', '../auth/service.ts']);
  });

  it('lets tests reach into a domain', async () => {
    expect(
      await lint('apps/server/src/deploy/probe.test.ts', imports('../wallets/repository.ts')),
    ).toEqual([]);
  });
});
