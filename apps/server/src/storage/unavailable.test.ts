import { describe, expect, it } from 'vitest';
import { isStorageUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: insert into ...', { cause });

describe('isStorageUnavailable', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['server shutting down', withCode('terminating connection', '57P01')],
    ['server starting up', withCode('the database system is starting up', '57P03')],
    ['connection exception class', withCode('connection failure', '08006')],
    ['connection dropped', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by the query builder', wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
  ])('%s: unavailable', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key', '23505')],
    ['syntax error', wrapped(withCode('syntax error', '42601'))],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: not unavailable', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });
});
