import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a link from a browser must not make the server fetch (server-side request forgery):
 * loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified
 * and multicast, in IPv4 and IPv6 (including IPv4-mapped IPv6).
 */
const INTERNAL = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv6');

/** True when the address is one the server must not fetch from on a browser's behalf. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether every address the link's host resolves to is public (a name that does not resolve is not). */
export async function isPublicHost(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return !isInternalAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a.address));
  } catch {
    return false;
  }
}

/**
 * The host check of media and image links: public hosts only, or (MEDIA_ALLOW_PRIVATE_HOSTS, for
 * tests and private deployments) every host, loopback and private networks included.
 */
export function mediaHostCheck(allowPrivateHosts: boolean): (url: URL) => Promise<boolean> {
  return allowPrivateHosts ? async () => true : isPublicHost;
}
