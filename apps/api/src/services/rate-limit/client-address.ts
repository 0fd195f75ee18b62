import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a limit counts a client under: its IPv4 address, or the /64 network of an IPv6 address,
 * since one subscriber usually holds a whole /64 and could otherwise step to a fresh address per try.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head, tail = ''] = address.includes('::') ? address.split('::') : [address];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
