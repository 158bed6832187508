import { useEffect, useId, useRef } from 'react';
import { useTrackerSettings, useTrackerSettingsStore } from '../settings/index.ts';
import { useLatency } from './context.tsx';
import { formatOffset, formatSpan } from './format-age.ts';
import { LATENCY_TEXT } from './strings.ts';

/**
 * The readout's popover: per source, how many of the last live posts were counted and the p50 /
 * p99 of published → screen and of source → screen; the clock offset in use; and the switch that
 * shows or hides the age on the cards. Focus moves into it when it opens.
 */
export function LatencyPanel({ id }: { id: string }) {
  const sources = useLatency((s) => s.summary.sources);
  const clock = useLatency((s) => s.clock);
  const showPostAge = useTrackerSettings((s) => s.showPostAge);
  const settings = useTrackerSettingsStore();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => panel.current?.focus(), []);

  return (
    <section
      ref={panel}
      id={id}
      className="latency-popover"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="latency-popover-title">
        {LATENCY_TEXT.readoutTitle}
      </h2>
      <p className="latency-note">{LATENCY_TEXT.readoutNote}</p>
      {sources.length ? (
        <table className="latency-table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {LATENCY_TEXT.source}
              </th>
              <th scope="col" rowSpan={2}>
                {LATENCY_TEXT.posts}
              </th>
              <th scope="colgroup" colSpan={2}>
                {LATENCY_TEXT.publishedToScreen}
              </th>
              <th scope="colgroup" colSpan={2}>
                {LATENCY_TEXT.sourceToScreen}
              </th>
            </tr>
            <tr>
              <th scope="col">p50</th>
              <th scope="col">p99</th>
              <th scope="col">p50</th>
              <th scope="col">p99</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((row) => (
              <tr key={row.source}>
                <th scope="row">{row.source}</th>
                <td>{row.count}</td>
                <td>{formatSpan(row.toScreen.p50)}</td>
                <td>{formatSpan(row.toScreen.p99)}</td>
                <td>{formatSpan(row.total.p50)}</td>
                <td>{formatSpan(row.total.p99)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="latency-empty">{LATENCY_TEXT.noLivePosts}</p>
      )}
      <p className="latency-clock">
        {LATENCY_TEXT.clockOffset}: {clock ? formatOffset(clock) : LATENCY_TEXT.notSyncedShort}
      </p>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={showPostAge}
          aria-checked={showPostAge}
          onChange={(event) => settings.update({ showPostAge: event.target.checked })}
        />
        <span className="switch-track" aria-hidden="true" />
        {LATENCY_TEXT.showPostAge}
      </label>
    </section>
  );
}
