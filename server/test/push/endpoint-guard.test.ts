import { describe, expect, it } from 'vitest';
import {
  checkEndpointForSending,
  checkPushEndpoint,
  guardedLookup,
  isLoopbackAddress,
  isPublicAddress,
  type Resolver,
} from '../../src/modules/push/endpoint-guard';

/**
 * The guard against push endpoints that point the server at internal hosts (SSRF; decision 022):
 * every address form a URL can take, names through a resolver, and the lookup of the sending socket.
 */
const PUBLIC = [
  '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.63.255.255', '100.128.0.0', '11.0.0.1', '223.255.255.254', '192.0.3.1', '198.20.0.1',
  '2001:4860:4860::8888', '2606:4700:4700::1111', '2a00:1450:4001::200e', '64:ff9b::808:808',
];
const NOT_PUBLIC = [
  // loopback, unspecified, "this network"
  '127.0.0.1', '127.255.255.254', '0.0.0.0', '0.1.2.3', '::1', '::',
  // private, carrier-grade NAT, link-local (cloud metadata)
  '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.255', '169.254.169.254',
  // documentation, benchmarking, protocol assignments, reserved, multicast, broadcast
  '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '198.19.255.255', '192.0.0.8', '192.88.99.1', '240.0.0.1', '224.0.0.1',
  '239.255.255.250', '255.255.255.255',
  // IPv6: unique local, link-local, site-local, multicast, documentation, discard, Teredo, 6to4
  'fc00::1', 'fd12:3456:789a::1', 'fe80::1', 'febf::1', 'fec0::1', 'ff02::1', 'ff05::1:3', '2001:db8::1', '100::1', '2001::1', '2002:7f00:1::1',
  '3fff::1',
  // IPv4-mapped and IPv4-compatible forms, also of public addresses; NAT64 of a private one
  '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::ffff:0:808:808', '::127.0.0.1', '::7f00:1', '64:ff9b::7f00:1',
  '64:ff9b::a00:1', '64:ff9b:1::808:808',
  // not addresses at all
  'localhost', '', 'example.org', '1.2.3', '::g',
];

describe('isPublicAddress', () => {
  it.each(PUBLIC)('allows %s', (address) => expect(isPublicAddress(address)).toBe(true));
  it.each(NOT_PUBLIC)('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it('knows loopback in both families and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['::', '::ffff:127.0.0.1', '10.0.0.1', '8.8.8.8', '::2', 'localhost']) expect(isLoopbackAddress(address)).toBe(false);
  });
});

const strict = { allowLocal: false };
const local = { allowLocal: true };
const noDns: Resolver = async () => {
  throw Object.assign(new Error('no DNS in this test'), { code: 'ENOTFOUND' });
};
const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('checkPushEndpoint', () => {
  it.each([
    'https://8.8.8.8/push/abc',
    'https://[2001:4860:4860::8888]/push/abc',
    'https://1.1.1.1:8443/wpush/v2/x?y=z',
  ])('accepts %s', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, strict, noDns)).resolves.toBeInstanceOf(URL);
  });

  it.each([
    // not https
    'http://8.8.8.8/push', 'ftp://8.8.8.8/push', 'ws://8.8.8.8/', 'javascript:alert(1)', 'data:text/plain,hi', 'file:///etc/passwd',
    // not a URL
    'not a url', '', '//8.8.8.8/push', 'https://',
    // credentials
    'https://user:pass@8.8.8.8/push',
    // internal addresses in every spelling a URL allows (WHATWG parsing folds the IPv4 forms)
    'https://127.0.0.1/', 'https://127.1/', 'https://0x7f.1/', 'https://0x7f000001/', 'https://2130706433/', 'https://017700000001/',
    'https://0/', 'https://0.0.0.0/', 'https://10.1/', 'https://169.254.169.254/latest/meta-data/', 'https://100.64.0.1/',
    'https://[::1]/', 'https://[::]/', 'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://[0:0:0:0:0:ffff:7f00:1]/',
    'https://[fe80::1]/', 'https://[fc00::1]/', 'https://[fd00::1]:443/', 'https://[ff02::1]/', 'https://[64:ff9b::a9fe:a9fe]/',
    'https://224.0.0.1/', 'https://255.255.255.255/', 'https://192.168.0.1:8443/push', 'https://172.16.0.1/',
  ])('refuses %s', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, strict, noDns)).rejects.toThrow(/push endpoint/);
  });

  it('resolves a name and refuses it when any of its addresses is not public', async () => {
    await expect(checkPushEndpoint('https://push.example/x', strict, resolvingTo('8.8.8.8'))).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('https://push.example/x', strict, resolvingTo('2a00:1450:4001::200e', '8.8.4.4'))).resolves.toBeInstanceOf(URL);
    for (const inside of ['10.0.0.5', '127.0.0.1', '::1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00::2']) {
      await expect(checkPushEndpoint('https://push.example/x', strict, resolvingTo('8.8.8.8', inside)), inside).rejects.toThrow(/public internet/);
    }
    await expect(checkPushEndpoint('https://push.example/x', strict, resolvingTo())).rejects.toThrow(/could not be found/);
    await expect(checkPushEndpoint('https://push.example/x', strict, noDns)).rejects.toThrow(/could not be found/);
    await expect(checkPushEndpoint('https://localhost/x', strict, resolvingTo('127.0.0.1', '::1'))).rejects.toThrow(/public internet/);
  });

  it('with PUSH_ALLOW_LOCAL_ENDPOINTS, also allows loopback, over http too, and nothing else local', async () => {
    await expect(checkPushEndpoint('http://127.0.0.1:9999/push/1', local, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('https://127.0.0.1:9999/push/1', local, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('http://[::1]:9999/push/1', local, noDns)).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('http://localhost:9999/push/1', local, resolvingTo('127.0.0.1', '::1'))).resolves.toBeInstanceOf(URL);
    for (const endpoint of ['http://10.0.0.1/', 'http://192.168.1.1/', 'http://8.8.8.8/', 'https://169.254.169.254/', 'ftp://127.0.0.1/']) {
      await expect(checkPushEndpoint(endpoint, local, noDns), endpoint).rejects.toThrow(/push endpoint/);
    }
  });

  it('is off unless asked: the default configuration does not allow local endpoints', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({}).push.allowLocalEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).push.allowLocalEndpoints).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'maybe' })).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS/);
  });
});

describe('at send time', () => {
  it('checks an IP literal again without resolving', () => {
    expect(() => checkEndpointForSending('https://127.0.0.1/push', strict)).toThrow(/public internet/);
    expect(() => checkEndpointForSending('https://[::ffff:a00:1]/push', strict)).toThrow(/public internet/);
    expect(() => checkEndpointForSending('http://8.8.8.8/push', strict)).toThrow(/public internet/);
    expect(checkEndpointForSending('https://8.8.8.8/push', strict).host).toBe('8.8.8.8');
    expect(checkEndpointForSending('https://push.example/push', strict).host).toBe('push.example');
  });

  it('refuses the connection when a name now resolves to a local address (DNS rebinding)', async () => {
    const lookup = guardedLookup('https:', strict);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('localhost', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('EPUSHREFUSED');
    const allowed = await new Promise<unknown>((resolve) => guardedLookup('http:', local)('localhost', { all: true }, (failure, addresses) => resolve(failure ?? addresses)));
    expect(allowed).toEqual(expect.arrayContaining([expect.objectContaining({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })]));
  });
});
