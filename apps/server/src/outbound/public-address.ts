import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const v4 = (high: number, low: number): IPv4 =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052 §2.1): its last 32 bits are an IPv4. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * The IPv4 addresses an IPv6 address carries, for the forms that reach an IPv4 host:
 * IPv4-mapped `::ffff:a.b.c.d` (RFC 4291 §2.5.5.2), IPv4-translated `::ffff:0:a.b.c.d`
 * (RFC 6145), NAT64 `64:ff9b::a.b.c.d` (RFC 6052 §2.1), 6to4 `2002:AABB:CCDD::` (RFC 3056 §2)
 * and Teredo `2001:0:SSSS:SSSS:flags:port:CCCC:CCCC` (RFC 4380 §4: the server's IPv4 as is, the
 * client's inverted). `undefined` when the address is no such form; `null` when it is one whose
 * IPv4 cannot be read: the local-use NAT64 prefix `64:ff9b:1::/48` (RFC 8215), whose length
 * the operator chooses, and the deprecated IPv4-compatible `::a.b.c.d` (RFC 4291 §2.5.5.1).
 */
export function embeddedIPv4(address: IPv6): IPv4[] | null | undefined {
  const p = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [v4(p[6] ?? 0, p[7] ?? 0)];
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) ? [v4(p[6] ?? 0, p[7] ?? 0)] : null;
    case '6to4':
      return [v4(p[1] ?? 0, p[2] ?? 0)];
    case 'teredo':
      return [v4(p[2] ?? 0, p[3] ?? 0), v4(~(p[6] ?? 0) & 0xffff, ~(p[7] ?? 0) & 0xffff)];
    case 'unicast':
      // ::/96 outside :: and ::1 (which have ranges of their own): IPv4-compatible, deprecated.
      return p.slice(0, 6).every((part) => part === 0) ? null : undefined;
    default:
      return undefined;
  }
}

/**
 * Whether the server may connect to `address` for a link a user or a post supplied: only an
 * address whose ipaddr.js `range()` is `'unicast'`, i.e. outside every block of the IANA IPv4
 * and IPv6 Special-Purpose Address Registries (RFC 6890): loopback, RFC 1918 private, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT 100.64.0.0/10, unspecified, broadcast,
 * multicast, TEST-NET-1/2/3, benchmarking 198.18.0.0/15, 240.0.0.0/4, unique-local `fc00::/7`,
 * documentation `2001:db8::/32` and the rest are refused. An IPv6 form that carries an IPv4
 * (see `embeddedIPv4`: IPv4-mapped, NAT64 per RFC 6052, 6to4 per RFC 3056, Teredo) is judged by
 * the IPv4 it carries, every one of them unicast; a form whose IPv4 cannot be read is refused.
 * Text that is no IP address (a name, `127.1`) is refused: resolve names first.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (family !== 6) return false;
  const v6 = ipaddr.IPv6.parse(address);
  const carried = embeddedIPv4(v6);
  if (carried === null) return false;
  if (carried) return carried.every((ip) => ip.range() === 'unicast');
  return v6.range() === 'unicast';
}
