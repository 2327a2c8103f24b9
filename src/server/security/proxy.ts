import net from 'node:net';
import type { TrustProxy } from '../config';

/**
 * The private and loopback ranges a reverse proxy or load balancer in front of this server talks
 * from. A hop count is honoured only when the nearest peer is in one of them.
 */
const PRIVATE_RANGES = new net.BlockList();
for (const [address, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
] as const)
  PRIVATE_RANGES.addSubnet(address, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const family = net.isIP(plain);
  if (family === 0) return false;
  return PRIVATE_RANGES.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A list of addresses and ranges goes as it is. A hop count
 * trusts the nearest n hops, each only if it is a private or loopback address: a bare hop count
 * would let a client that reaches the server directly write its own X-Forwarded-For (which is why
 * Fastify no longer takes a number). Proxies on public addresses (a CDN) are listed by range.
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || setting === 0) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting;
  return (address, hop) => hop < hops && isPrivateAddress(address);
}
