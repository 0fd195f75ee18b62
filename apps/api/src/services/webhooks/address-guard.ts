import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless the operator allows it (WEBHOOK_ALLOW_PRIVATE_ADDRESSES):
 * loopback, private networks, link-local (the cloud metadata service), shared and reserved ranges,
 * and IPv4 addresses written as IPv6. Otherwise an administrator could make the server call the
 * services beside it (server-side request forgery).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the endpoint's host and refuses it when any of its addresses is private. */
export async function checkEndpointAddress(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  const refused = addresses.find(isPrivateAddress);
  if (refused) throw new PrivateAddressError(`${host} is a private or loopback address (${refused})`);
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((entry) => entry.address)))),
  );
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of each delivery's connection: the addresses are checked when the connection is made,
 * so a name that resolved to a public address at registration and to a private one now (DNS
 * rebinding) is refused too.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: LookupAllOptions | object, callback: LookupCallback) => {
    lookup(host, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(`${host} resolves to a private or loopback address (${refused.address})`), []);
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** An address literal in the URL is connected to without a lookup: it is checked here instead. */
export function refusedLiteral(url: URL, allowPrivate: boolean): string | null {
  const host = hostOf(url);
  return !allowPrivate && isIP(host) !== 0 && isPrivateAddress(host) ? host : null;
}
