/** Reads `--name value` pairs from the command line, with numeric defaults. */
export function numberArgs<T extends Record<string, number>>(
  defaults: T,
  argv = process.argv.slice(2),
): T {
  const result: Record<string, number> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, '');
    const value = Number(argv[i + 1]);
    if (key && key in defaults && Number.isFinite(value)) {
      result[key] = value;
      i++;
    }
  }
  return result as T;
}
