import { BlockList, isIPv4 } from 'node:net';

/** Loopback, link-local and private ranges: where a proxy in front of the app sits. */
const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

const isPrivate = (address: string) => PRIVATE_RANGES.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');

export type TrustProxySetting = false | number | string[];

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12.1 dropped bare hop counts, because they trust
 * X-Forwarded-For from any peer, including a client that reaches the app directly and writes the
 * header itself. A hop count here still trusts that many proxies, but only when the one talking to
 * the app has a loopback or private address, so a client from the internet cannot pose as a proxy.
 */
export function trustProxyOption(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (address, hop) => hop < setting && (hop > 0 || isPrivate(address));
}
