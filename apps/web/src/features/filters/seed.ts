import { DEFAULT_ACCOUNT_FILTERS } from '@launchdeck/protocol';
import { z } from 'zod';
import { KEYS, read, type StoredKey, write } from '../../lib/storage.ts';

/** The raw `filterSettings` text, null when the browser has none: was it ever written? */
const storedText: StoredKey<string | null> = {
  key: KEYS.filterSettings.key,
  fallback: null,
  decode: (raw) => raw,
  encode: String,
  schema: z.string().nullable(),
};

/**
 * FC §9 default hidden-account filters, written once for a browser that never had filter
 * settings. Any stored value, even an emptied or unreadable one, means the trader's own choice
 * (or an older build's) is there, so a trader who unfiltered everything never sees them return.
 */
export function seedDefaultFilters(): void {
  if (read(storedText) !== null) return;
  write(KEYS.filterSettings, { users: { ...DEFAULT_ACCOUNT_FILTERS } });
}
