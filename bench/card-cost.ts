import { numberArgs } from './lib/args.ts';
import { launchChromium } from './lib/browser.ts';
import { type CardCost, cardsByKind, measureCardKinds } from './lib/card-kinds.ts';
import { dressLikeTheApp, recordCardMarkup } from './lib/card-markup.ts';
import { newFeedPage } from './lib/feed-pages.ts';
import { startLaunchdeck } from './lib/process.ts';
import { median } from './lib/stats.ts';
import { buildWebApp } from './lib/web-build.ts';

/**
 * What each kind of card costs the browser (issue 33): Launchdeck records its cards for the bench
 * posts, then a plain page dressed in the app's stylesheets, theme and feed width draws `--repeat`
 * copies of each kind, one at a time, and prints per card its elements, Chromium's style
 * recalculations and the style and layout time. `--rounds` repeats the measurement (the kinds in
 * turn each round) and the median of the rounds is printed.
 */
const args = numberArgs({ repeat: 200, rounds: 3, pictures: 1 });

async function main() {
  buildWebApp();
  const app = await startLaunchdeck();
  const browser = await launchChromium();
  try {
    const pictures = Boolean(args.pictures);
    // 40 bench posts hold every kind and picture count they vary over (feed-posts.ts).
    const markup = await recordCardMarkup(browser, app, { count: 40, rate: 20, pictures });
    const page = await newFeedPage(browser, pictures);
    await page.setContent(
      '<div class="feed-area" style="margin: 0 auto; padding: 20px"><div class="feed-list"></div></div>',
    );
    await dressLikeTheApp(page, markup);
    const samples = await cardsByKind(page, markup);
    const rounds: CardCost[][] = [];
    for (let round = 0; round < Math.max(1, args.rounds); round++) {
      rounds.push(await measureCardKinds(page, samples, args.repeat));
    }
    console.log(
      `\nper card, ${args.repeat} cards a kind, median of ${rounds.length} rounds (pictures ${pictures ? 'served' : 'failing'})\n`,
    );
    console.log('| kind | elements | style recalcs | style | layout | style + layout |');
    console.log('|---|---|---|---|---|---|');
    const totals = { elements: 0, style: 0, layout: 0 };
    samples.forEach((sample, i) => {
      const of = (key: 'styleRecalcs' | 'styleMs' | 'layoutMs') =>
        median(rounds.map((round) => round[i]?.[key] ?? 0));
      const elements = rounds[0]?.[i]?.elements ?? 0;
      const style = of('styleMs');
      const layout = of('layoutMs');
      totals.elements += elements;
      totals.style += style;
      totals.layout += layout;
      console.log(
        `| ${sample.kind} | ${elements} | ${of('styleRecalcs').toFixed(1)} | ${style.toFixed(3)} ms | ${layout.toFixed(3)} ms | ${(style + layout).toFixed(3)} ms |`,
      );
    });
    const n = Math.max(1, samples.length);
    console.log(
      `| mean of the kinds | ${(totals.elements / n).toFixed(1)} | | ${(totals.style / n).toFixed(3)} ms | ${(totals.layout / n).toFixed(3)} ms | ${((totals.style + totals.layout) / n).toFixed(3)} ms |`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
