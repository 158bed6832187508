import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and the docs stand alone in a clone: every relative link reaches a file inside the
 * repository, and the README speaks plainly (no section numbers of the product's specification,
 * no issue numbers a newcomer cannot look up).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  const contexts = [
    'packages/protocol',
    'apps/server',
    'apps/web',
    'apps/extensions',
    'e2e',
    'bench',
  ]
    .map((folder) => path.join(folder, 'CONTEXT.md'))
    .filter((file) => existsSync(path.join(repoRoot, file)));
  return ['README.md', ...docs, ...contexts];
}

/** Relative link targets of a Markdown text: `[text](target)`, without `#fragment`. */
function relativeLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1] ?? '',
  );
  return links
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.split('#')[0] ?? ''));
}

describe('the docs stand alone', () => {
  for (const file of markdownFiles()) {
    it(`${file}: every relative link reaches a file of the repository`, () => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      for (const target of relativeLinks(text)) {
        const resolved = path.resolve(repoRoot, path.dirname(file), target);
        expect(
          resolved.startsWith(`${repoRoot}${path.sep}`),
          `${target} leaves the repository`,
        ).toBe(true);
        expect(existsSync(resolved), `${target} does not exist`).toBe(true);
      }
    });
  }

  it('the README names no specification sections or issue numbers', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).not.toMatch(/§/);
    expect(readme).not.toMatch(/\bissue \d+/i);
    expect(readme).not.toMatch(/\.\.\/shared/);
  });

  it('the README says which Node.js to use', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const engines = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines;
    const minimum = String(engines.node).replace(/^>=\s*/, '');
    expect(readme).toContain(`Node.js ${minimum}`);
  });
});
