import { DEFAULT_ACCOUNT_FILTERS } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { makeFilterSettings } from '../../../test/features/filters/support.tsx';
import { FilterSettings, KEYS, read } from '../../lib/storage.ts';
import { seedDefaultFilters } from './seed.ts';

describe('seedDefaultFilters', () => {
  it('writes the FC §9 defaults for a browser that never had filter settings', () => {
    seedDefaultFilters();
    expect(read(KEYS.filterSettings)).toEqual({ users: DEFAULT_ACCOUNT_FILTERS });
    // The defaults are valid stored settings, not dropped as corrupt by the schema.
    expect(FilterSettings.safeParse({ users: DEFAULT_ACCOUNT_FILTERS }).success).toBe(true);
  });

  it('never brings them back once the trader changed or cleared them', () => {
    seedDefaultFilters();
    const filters = makeFilterSettings();
    filters.setFlag('binance', 'replies', false);
    seedDefaultFilters();
    expect(read(KEYS.filterSettings).users.binance).toBeUndefined();
    filters.unfilterAll();
    seedDefaultFilters();
    expect(read(KEYS.filterSettings)).toEqual({ users: {} });
  });

  it('keeps an unreadable stored value as it is rather than replace it', () => {
    localStorage.setItem('filterSettings', 'not json');
    seedDefaultFilters();
    expect(localStorage.getItem('filterSettings')).toBe('not json');
  });
});
