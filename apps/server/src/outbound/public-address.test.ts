import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress (ipaddr.js unicast only, embedded IPv4 unwrapped)', () => {
  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.255.255.254', 'the rest of 127/8'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
    ['100.127.255.254', 'carrier-grade NAT 100.64/10'],
    ['198.18.0.1', 'benchmarking 198.18/15'],
    ['198.19.255.254', 'benchmarking 198.18/15'],
    ['192.0.2.1', 'TEST-NET-1'],
    ['198.51.100.1', 'TEST-NET-2'],
    ['203.0.113.1', 'TEST-NET-3'],
    ['192.0.0.8', 'IETF protocol assignments 192.0.0/24'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::ffff:0:a00:1', 'IPv4-translated private (RFC 6145)'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1 (RFC 6052)'],
    ['64:ff9b::127.0.0.1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b:1::808:808', 'local-use NAT64 (RFC 8215), its IPv4 unreadable'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1 (RFC 3056)'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2001:0:7f00:1::', 'Teredo with a loopback server'],
    ['2001:0:808:808:0:0:f5ff:fffe', 'Teredo with a private client (10.0.0.1, inverted)'],
    ['::7f00:1', 'IPv4-compatible (deprecated)'],
    ['localhost', 'a name, not an address'],
    ['127.1', 'a short IPv4 form'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8', 'public IPv4'],
    ['1.1.1.1', 'public IPv4'],
    ['151.101.1.1', 'public IPv4'],
    ['172.32.0.1', 'just past 172.16/12'],
    ['100.128.0.1', 'just past 100.64/10'],
    ['198.20.0.1', 'just past 198.18/15'],
    ['2606:4700::1111', 'public IPv6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
    ['2002:0808:0808::', '6to4 of 8.8.8.8'],
    ['2001:0:808:808:0:0:f7f7:f7f7', 'Teredo, server and client 8.8.8.8'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
