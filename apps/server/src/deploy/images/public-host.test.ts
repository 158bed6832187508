import { describe, expect, it } from 'vitest';
import { isInternalAddress, isPublicHost, mediaHostCheck } from './public-host.ts';

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '151.101.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe('isPublicHost', () => {
  it('refuses loopback and private literals and localhost, without a network', async () => {
    for (const url of [
      'http://127.0.0.1:8080/a.png',
      'http://[::1]/a.png',
      'http://localhost/a.png',
    ])
      expect(await isPublicHost(new URL(url))).toBe(false);
  });

  it('allows a public literal', async () => {
    expect(await isPublicHost(new URL('https://151.101.1.1/a.png'))).toBe(true);
  });

  it('refuses a name that does not resolve', async () => {
    expect(await isPublicHost(new URL('https://no-such-host.invalid/a.png'))).toBe(false);
  });
});

describe('mediaHostCheck', () => {
  const loopback = new URL('http://127.0.0.1:8080/a.png');

  it('refuses loopback by default', async () => {
    expect(await mediaHostCheck(false)(loopback)).toBe(false);
  });

  it('lets loopback and private hosts through when private hosts are allowed', async () => {
    expect(await mediaHostCheck(true)(loopback)).toBe(true);
    expect(await mediaHostCheck(true)(new URL('http://10.0.0.7/a.png'))).toBe(true);
  });
});
