// Runs npm scripts one after another, as `npm run a && npm run b && …` does (stopping at the first
// that fails, with its exit code), and prints each one's wall time, then all of them together.
// `npm test` runs its stages through this, so a CI log says where the time went.
import { spawn } from 'node:child_process';

const stages = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function summary(failed) {
  const width = Math.max(...times.map(([name]) => name.length));
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  const lines = times.map(([name, seconds]) => `  ${name.padEnd(width)}  ${seconds.toFixed(1)} s`);
  const skipped = stages.slice(times.length).map((name) => `  ${name.padEnd(width)}  not run`);
  console.log(
    [
      '',
      `Stage times${failed ? ` (${failed} failed)` : ''}:`,
      ...lines,
      ...skipped,
      `  ${'total'.padEnd(width)}  ${total.toFixed(1)} s`,
    ].join('\n'),
  );
}

for (const stage of stages) {
  const started = performance.now();
  const code = await run(stage);
  times.push([stage, (performance.now() - started) / 1000]);
  console.log(`\n${stage}: ${times.at(-1)[1].toFixed(1)} s (exit ${code})`);
  if (code !== 0) {
    summary(stage);
    process.exit(code);
  }
}
summary();
