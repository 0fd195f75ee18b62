import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { trustProxyOption } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,2001:db8::/32, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '10.0.0.1,', '-1'])('refuses %j naming the key', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be false, a hop count or a comma-separated list of proxy addresses or CIDR ranges/,
    );
  });

  it('refuses true, which would let every client choose its own address, and names the safe forms', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true trusts X-Forwarded-For from any client.*a hop count \(1 for one load balancer\), their addresses or CIDR ranges/,
    );
  });

  it('trusts a hop count of proxies only behind a proxy with a private or loopback address', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect(trust('10.0.3.4', 0)).toBe(true);
    expect(trust('::ffff:192.168.0.9', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('198.51.100.1', 1)).toBe(true);
    expect(trust('198.51.100.2', 2)).toBe(false);
    expect(trustProxyOption(0)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
