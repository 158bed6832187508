import { z } from 'zod';

/** DA §5 / §8 settings import, export and reset messages, quoted exactly; ours are marked. */
export const SETTINGS_TRANSFER_MESSAGES = {
  pasteRequired: 'Please paste your settings JSON',
  invalidJson: 'Invalid JSON format! Please check your settings.',
  imported: 'Settings imported successfully!',
  reset: 'Settings reset to defaults!',
  exportFailed: 'Error exporting settings',
  // Ours: JSON that is not settings.
  notAnObject: 'Those are not settings: paste the object that Export settings copied.',
  nothingKnown: 'Those settings hold none of the settings this page keeps; nothing was changed.',
  badField: (name: string) =>
    `The setting "${name}" in the pasted JSON is not valid; nothing was changed.`,
} as const;

export type SettingsImport<T> = { ok: true; patch: Partial<T> } | { ok: false; error: string };

/** A field's schema without its stored-corrupt fallback, so a bad value is refused, not replaced. */
function strict(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodCatch ? (schema.unwrap() as z.ZodType) : schema;
}

/**
 * DA §5 settings import: pasted text must be non-empty JSON of an object. Its known fields (those
 * of `fields`) are each checked against their schema, and one bad field refuses the whole import
 * naming it; unknown fields are ignored; an object with no known field is refused. On success the
 * patch holds the known fields, parsed.
 */
export function parseSettingsImport<F extends Record<string, z.ZodType>>(
  text: string,
  fields: F,
): SettingsImport<{ [K in keyof F]: z.infer<F[K]> }> {
  if (!text.trim()) return { ok: false, error: SETTINGS_TRANSFER_MESSAGES.pasteRequired };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: SETTINGS_TRANSFER_MESSAGES.invalidJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: SETTINGS_TRANSFER_MESSAGES.notAnObject };
  }
  const patch: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(value)) {
    const schema = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!schema) continue;
    const parsed = strict(schema).safeParse(raw);
    if (!parsed.success) return { ok: false, error: SETTINGS_TRANSFER_MESSAGES.badField(name) };
    patch[name] = parsed.data;
  }
  if (Object.keys(patch).length === 0) {
    return { ok: false, error: SETTINGS_TRANSFER_MESSAGES.nothingKnown };
  }
  return { ok: true, patch: patch as Partial<{ [K in keyof F]: z.infer<F[K]> }> };
}

/** The `fields` of `settings`, for an export: only the settings this page keeps. */
export function pickSettings<T extends Record<string, unknown>>(
  settings: T,
  fields: Readonly<Record<string, unknown>>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(settings).filter(([name]) => Object.hasOwn(fields, name)),
  ) as Partial<T>;
}
