import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedStatements } from './prepared-statements.ts';

describe('prepared statements on the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table notes (id int primary key, body text, doc jsonb)');
  });
  afterAll(() => client.close());

  it('plans a statement once and runs it by name, answering its rows', async () => {
    const exec = vi.spyOn(client, 'exec');
    const prepare = preparedStatements(client);
    const insert = prepare(
      'insert_note',
      ['int', 'text', 'jsonb'],
      'insert into notes values ($1, $2, $3) returning id, body, doc',
    );
    expect(await insert(['1', 'first', '{"n":1}'])).toEqual([
      { id: 1, body: 'first', doc: { n: 1 } },
    ]);
    expect(await insert(['2', 'second', '[]'])).toEqual([{ id: 2, body: 'second', doc: [] }]);
    const sent = exec.mock.calls.map(([text]) => text.split('(')[0]);
    expect(sent).toEqual(['prepare insert_note', 'execute insert_note', 'execute insert_note']);
    exec.mockRestore();
  });

  it('passes hostile text through as data', async () => {
    const prepare = preparedStatements(client);
    const insert = prepare(
      'insert_hostile',
      ['int', 'text'],
      'insert into notes (id, body) values ($1, $2)',
    );
    const hostile = [
      "'); drop table notes; --",
      "back\\slash \\' and \\\\ two",
      "it's $$ dollar $1 quoted",
      '<script>alert(1)</script> 🚀 ünïcode',
      "\\x00 escaped, E'\\n' not a newline",
    ];
    for (const [i, body] of hostile.entries()) await insert([String(100 + i), body]);
    const { rows } = await client.query<{ body: string }>(
      'select body from notes where id >= 100 order by id',
    );
    expect(rows.map((row) => row.body)).toEqual(hostile);
  });

  it('answers the same statement for the same name, and refuses another body or a bad name', () => {
    const prepare = preparedStatements(client);
    const count = prepare('count_notes', [], 'select count(*) from notes');
    expect(prepare('count_notes', [], 'select count(*) from notes')).toBe(count);
    expect(() => prepare('count_notes', [], 'select 1')).toThrow('another body');
    expect(() => prepare('count; drop', [], 'select 1')).toThrow('not a statement name');
  });

  it('prepares again on the next run after a prepare failed', async () => {
    const prepare = preparedStatements(client);
    const read = prepare('read_later', ['int'], 'select body from later where id = $1');
    await expect(read(['1'])).rejects.toThrow('later');
    await client.exec(
      "create table later (id int, body text); insert into later values (1, 'here')",
    );
    expect(await read(['1'])).toEqual([{ body: 'here' }]);
  });

  it('waits for a transaction in progress, as every statement of the client does', async () => {
    const prepare = preparedStatements(client);
    const insert = prepare(
      'insert_after',
      ['int', 'text'],
      'insert into notes (id, body) values ($1, $2)',
    );
    await insert(['200', 'warm']);
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (201, 'in the transaction')");
      await held;
      order.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const run = insert(['202', 'after it']).then(() => order.push('ran'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    release();
    await Promise.all([transaction, run]);
    expect(order).toEqual(['committed', 'ran']);
  });
});
