import type { Browser, Page } from 'playwright-core';

/** One Chromium trace event, as much of it as the breakdown reads. */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/** Where a page's main thread spent its time, by the kind of work. */
export type Breakdown = {
  totalMs: number;
  /** Frames the page rendered (BeginMainFrame on its main thread). */
  frames: number;
  byKind: Record<string, number>;
  top: Array<[string, number]>;
  /** The costliest events the kinds above do not name, so 'other' can be read too. */
  topOther: Array<[string, number]>;
};

/** Trace events grouped into the kinds of work the README speaks of; the rest is 'other'. */
const KIND_OF: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style',
  'Document::recalcStyle': 'style',
  'Document::updateStyle': 'style',
  'Document::rebuildLayoutTree': 'style',
  Layout: 'layout',
  'LocalFrameView::performLayout': 'layout',
  'InlineNode::ShapeTextIncludingFirstLine': 'layout',
  PrePaint: 'pre-paint',
  'Blink.PrePaint.UpdateTime': 'pre-paint',
  CullRectUpdate: 'pre-paint',
  Paint: 'paint',
  'Blink.Paint.UpdateTime': 'paint',
  PaintImage: 'paint',
  Layerize: 'layerize',
  'PaintArtifactCompositor::Update': 'layerize',
  'Blink.CompositingInputs.UpdateTime': 'layerize',
  'ProxyMain::BeginMainFrame::commit': 'commit',
  Commit: 'commit',
  UpdateLayer: 'commit',
  RunTask: 'task overhead',
  HitTest: 'hit test',
  'EventHandler::handleMouseMoveEvent': 'hit test',
};

/**
 * Records a Chromium trace of the page's renderer while `work` runs, then sums each event's self
 * time on its main thread (time not spent in a nested event), by event name and by kind.
 */
export async function traceMainThread(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
): Promise<Breakdown> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'],
  });
  await work();
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return breakdown(traceEvents);
}

function mainThreads(events: TraceEvent[]): Set<string> {
  const threads = new Set<string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      threads.add(`${e.pid}:${e.tid}`);
  }
  return threads;
}

/** Self times of complete events ('X') on the renderers' main threads. */
export function breakdown(events: TraceEvent[]): Breakdown {
  const threads = mainThreads(events);
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfByName = new Map<string, number>();
  let totalUs = 0;
  let frames = 0;
  const stacks = new Map<string, Array<{ end: number; name: string }>>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    const stack = stacks.get(key) ?? [];
    stacks.set(key, stack);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const dur = e.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) selfByName.set(parent.name, (selfByName.get(parent.name) ?? 0) - dur);
    else if (e.name === 'RunTask') totalUs += dur;
    if (e.name === 'ProxyMain::BeginMainFrame') frames += 1;
    selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + dur);
    stack.push({ end: e.ts + dur, name: e.name });
  }
  const byKind: Record<string, number> = {};
  for (const [name, us] of selfByName) {
    const kind = KIND_OF[name] ?? 'other';
    byKind[kind] = (byKind[kind] ?? 0) + us / 1000;
  }
  const ranked = [...selfByName]
    .map(([name, us]): [string, number] => [name, us / 1000])
    .sort((a, b) => b[1] - a[1]);
  const top = ranked.slice(0, 12);
  const topOther = ranked.filter(([name]) => !(name in KIND_OF)).slice(0, 8);
  return { totalMs: totalUs / 1000, frames, byKind, top, topOther };
}

/** Prints the pages' breakdowns side by side: kinds of work, then the costliest events. */
export function printBreakdowns(names: string[], traces: Breakdown[]): void {
  const kinds = [...new Set(traces.flatMap((t) => Object.keys(t.byKind)))].sort(
    (a, b) => (traces.at(-1)?.byKind[b] ?? 0) - (traces.at(-1)?.byKind[a] ?? 0),
  );
  console.log(`\nmain thread in the trace (self time, ms)\n\n| kind | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  console.log(`| all tasks | ${traces.map((t) => t.totalMs.toFixed(0)).join(' | ')} |`);
  console.log(`| frames (count) | ${traces.map((t) => t.frames).join(' | ')} |`);
  for (const kind of kinds)
    console.log(`| ${kind} | ${traces.map((t) => (t.byKind[kind] ?? 0).toFixed(0)).join(' | ')} |`);
  traces.forEach((trace, i) => {
    console.log(`\ncostliest events, ${names[i]}:`);
    for (const [name, ms] of trace.top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
    console.log(`  of which 'other':`);
    for (const [name, ms] of trace.topOther)
      console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  });
}
