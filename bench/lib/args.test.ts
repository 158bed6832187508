import { describe, expect, it } from 'vitest';
import { choiceListArg, numberArgs, numberListArg } from './args.ts';

describe('numberListArg', () => {
  it('reads one value or a comma-separated list', () => {
    expect(numberListArg('cpu-throttle', [1], ['--cpu-throttle', '4'])).toEqual([4]);
    expect(numberListArg('cpu-throttle', [1], ['--rate', '20', '--cpu-throttle', '1,4'])).toEqual([
      1, 4,
    ]);
  });

  it('falls back when the flag is absent', () => {
    expect(numberListArg('cpu-throttle', [1], ['--rate', '20'])).toEqual([1]);
  });

  it.each([[[]], [['x']], [['0']], [['1,,4']], [['-2']]])('refuses %j', (value) => {
    expect(() => numberListArg('cpu-throttle', [1], ['--cpu-throttle', ...value])).toThrow(
      /--cpu-throttle takes positive numbers/,
    );
  });

  it('leaves the numeric flags beside it to numberArgs', () => {
    const argv = ['--cpu-throttle', '1,4', '--rate', '10'];
    expect(numberArgs({ rate: 20, seconds: 60 }, argv)).toEqual({ rate: 10, seconds: 60 });
  });
});

describe('choiceListArg', () => {
  const kinds = ['socket.io', 'minimal'] as const;

  it('reads one word or a comma-separated list, and falls back when absent', () => {
    expect(
      choiceListArg('clients-parse', kinds, ['socket.io'], ['--clients-parse', 'minimal']),
    ).toEqual(['minimal']);
    expect(
      choiceListArg(
        'clients-parse',
        kinds,
        ['socket.io'],
        ['--clients-parse', 'socket.io,minimal'],
      ),
    ).toEqual(['socket.io', 'minimal']);
    expect(choiceListArg('clients-parse', kinds, ['socket.io'], ['--rate', '20'])).toEqual([
      'socket.io',
    ]);
  });

  it.each([[[]], [['raw']], [['minimal,']]])('refuses %j', (value) => {
    expect(() =>
      choiceListArg('clients-parse', kinds, ['socket.io'], ['--clients-parse', ...value]),
    ).toThrow(/--clients-parse takes socket.io, minimal/);
  });
});
