import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, connectionProblem, serverOrigin } from './connection.ts';

const TOKEN = `ldx_${'a1B2_-'.repeat(7)}x`;

describe('serverOrigin', () => {
  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['  https://launchdeck.example/app/  ', 'https://launchdeck.example'],
    ['launchdeck.example', 'https://launchdeck.example'],
    ['ftp://launchdeck.example', undefined],
    ['', undefined],
    ['http://', undefined],
  ])('reads %j as %j', (typed, origin) => {
    expect(serverOrigin(typed)).toBe(origin);
  });
});

describe('connectionProblem', () => {
  it.each([
    [{}, CONNECTION_MESSAGES.noServer],
    [{ server: 'javascript:alert(1)', token: TOKEN }, CONNECTION_MESSAGES.badServer],
    [{ server: 'http://127.0.0.1:3000' }, CONNECTION_MESSAGES.noToken],
    [{ server: 'http://127.0.0.1:3000', token: 'my-session-id' }, CONNECTION_MESSAGES.badToken],
    [{ server: 'http://127.0.0.1:3000', token: ` ${TOKEN} ` }, undefined],
  ])('says why %j cannot be used', (connection, problem) => {
    expect(connectionProblem(connection)).toBe(problem);
  });
});
