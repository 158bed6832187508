import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLaunch } from '../../../test/features/launches/support.tsx';
import { makeTrackerSettings } from '../../../test/features/settings/support.tsx';
import { TrackerSettingsProvider } from '../settings/index.ts';
import { LaunchList } from './LaunchList.tsx';

/** jsdom lays nothing out: each row is made to measure `height` px, as it does in a browser. */
function rowsMeasure(height: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('launch-item') ? height : 0;
  });
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeLaunch({ id: String(count - index), name: `Token ${count - index}` }),
  );

function renderList(rows: ReturnType<typeof many>, props: { hasMore?: boolean } = {}) {
  const onLoadMore = vi.fn();
  render(
    <TrackerSettingsProvider controller={makeTrackerSettings()}>
      <LaunchList
        label="Your launches"
        rows={rows}
        hasMore={props.hasMore ?? false}
        loadingMore={false}
        onLoadMore={onLoadMore}
        empty="None"
      />
    </TrackerSettingsProvider>,
  );
  return { onLoadMore };
}

describe('LaunchList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps only the rows in view in the DOM, however long the list', () => {
    rowsMeasure(64);
    renderList(many(2000));
    const shown = within(screen.getByRole('list', { name: 'Your launches' })).getAllByRole(
      'article',
    );
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]?.getAttribute('aria-label')).toBe('Token 2000 $FROG');
  });

  it('asks for the next page only when the rows in view reach the end', () => {
    rowsMeasure(64);
    expect(renderList(many(2000), { hasMore: true }).onLoadMore).not.toHaveBeenCalled();
  });

  it('asks for the next page when the rows read so far all fit', () => {
    rowsMeasure(64);
    expect(renderList(many(3), { hasMore: true }).onLoadMore).toHaveBeenCalled();
  });
});
