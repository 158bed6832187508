import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './process.ts';

/** Runs a command quietly; a failure is an error carrying what it printed. */
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`,
    );
  }
}

/**
 * The worktree's node_modules: a link to each of the checkout's packages, except the workspace's
 * own (`@launchdeck/*`), whose relative links then point into the worktree's sources.
 */
function linkNodeModules(worktree: string): void {
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(worktree, 'node_modules');
  mkdirSync(path.join(target, '@launchdeck'), { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry === '@launchdeck' || entry === '.cache') continue;
    symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  for (const entry of readdirSync(path.join(source, '@launchdeck'))) {
    const link = readlinkSync(path.join(source, '@launchdeck', entry));
    symlinkSync(link, path.join(target, '@launchdeck', entry));
  }
}

/** Builds the web app as it is in the checkout and copies it to a folder of its own. */
/** Builds the checkout's web app into apps/web/dist (a failure throws with what it printed). */
export function buildWebApp(): void {
  run('npm', ['run', 'build', '-w', '@launchdeck/web'], repoRoot);
}

export function buildWorkingTree(): string {
  buildWebApp();
  const out = mkdtempSync(path.join(tmpdir(), 'launchdeck-web-head-'));
  cpSync(path.join(repoRoot, 'apps/web/dist'), out, { recursive: true });
  return out;
}

/**
 * Builds the web app of git revision `rev` in a temporary worktree (with this checkout's
 * installed packages) and returns its dist folder. The caller removes it with `remove`.
 */
export function buildRevision(rev: string): { dist: string; remove: () => void } {
  const worktree = mkdtempSync(path.join(tmpdir(), 'launchdeck-web-base-'));
  run('git', ['worktree', 'add', '--detach', '--force', worktree, rev], repoRoot);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repoRoot });
    rmSync(worktree, { recursive: true, force: true });
  };
  try {
    linkNodeModules(worktree);
    run('npm', ['run', 'build', '-w', '@launchdeck/web'], worktree);
  } catch (error) {
    remove();
    throw error;
  }
  return { dist: path.join(worktree, 'apps/web/dist'), remove };
}
