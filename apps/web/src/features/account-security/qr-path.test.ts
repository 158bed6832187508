import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

describe('qrPath', () => {
  it.each([
    { rows: [], path: '' },
    { rows: [[false, false]], path: '' },
    { rows: [[true]], path: 'M0 0h1v1h-1z' },
    { rows: [[true, true, false, true]], path: 'M0 0h2v1h-2zM3 0h1v1h-1z' },
    { rows: [[false], [true]], path: 'M0 1h1v1h-1z' },
  ])('draws $rows as $path', ({ rows, path }) => {
    expect(qrPath(rows)).toBe(path);
  });
});
