import { describe, expect, it } from 'vitest';
import { adminPasswordBanner } from './admin-banner.ts';

describe('adminPasswordBanner', () => {
  const banner = adminPasswordBanner({
    username: 'root',
    password: 'Xy7_kq2LmN0pQrStUvWz',
    url: 'http://127.0.0.1:3000',
  });
  const lines = banner.trim().split('\n');

  it('frames the name, the password and where to log in, each on its own line', () => {
    expect(lines.some((line) => /\|\s+Username\s+root\s+\|/.test(line))).toBe(true);
    expect(lines.some((line) => /\|\s+Password\s+Xy7_kq2LmN0pQrStUvWz\s+\|/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('http://127.0.0.1:3000'))).toBe(true);
    expect(banner).toContain('ADMIN_PASSWORD');
  });

  it('is a box: every line the same width, a rule above and below', () => {
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toMatch(/^\+-+\+$/);
  });

  it('stands apart from the log lines around it (blank lines before and after)', () => {
    expect(banner.startsWith('\n')).toBe(true);
    expect(banner.endsWith('\n\n')).toBe(true);
  });
});
