import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.ts';

/** docs/configuration.md: the one table of environment variables, held against the schema. */
const docs = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

type DocRow = { name: string; defaultCell: string };

/** Rows of the table whose first cell is one variable name in backticks. */
function documentedRows(markdown: string): DocRow[] {
  return markdown.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    return name ? [{ name, defaultCell: cells[2] ?? '' }] : [];
  });
}

const rows = documentedRows(docs);
const shape = EnvSchema.shape;
const schemaKeys = Object.keys(shape);
const isSchemaKey = (name: string): name is keyof typeof shape => name in shape;
/** What a variable reads as when unset; undefined when it has no default of the schema's. */
const defaultOf = (name: keyof typeof shape): unknown => shape[name].safeParse(undefined).data;

describe('docs/configuration.md', () => {
  it('lists every variable config.ts reads, and no other', () => {
    const documented = rows.map((row) => row.name);
    expect({
      notInConfig: documented.filter((name) => !isSchemaKey(name)),
      notInDocs: schemaKeys.filter((name) => !documented.includes(name)),
    }).toEqual({ notInConfig: [], notInDocs: [] });
  });

  it('lists each variable once', () => {
    const documented = rows.map((row) => row.name);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it.each(rows.filter((row) => isSchemaKey(row.name)))(
    '$name: the default written is the schema default',
    ({ name, defaultCell }) => {
      if (!isSchemaKey(name)) return;
      const schemaDefault = defaultOf(name);
      if (schemaDefault !== undefined) expect(defaultCell).not.toBe('unset');
      // A default written as one literal value must read as the schema's own default.
      const literal = /^`([^`]+)`$/.exec(defaultCell)?.[1];
      if (literal !== undefined && schemaDefault !== undefined)
        expect(shape[name].parse(literal)).toEqual(schemaDefault);
    },
  );
});
