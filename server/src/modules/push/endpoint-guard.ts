import dns from 'node:dns';
import net, { BlockList } from 'node:net';
import { badRequest } from '../../http/errors';

/**
 * A push endpoint is a URL a client chose, and the server sends requests to it: without a guard,
 * anyone signed in could point the server at its own network (SSRF, OWASP ASVS 5.0 V1.3.6 / V12.3).
 * Only https to a public address is accepted, checked when the subscription is saved and again
 * for the very connection that sends (a name may resolve elsewhere later: DNS rebinding).
 * PUSH_ALLOW_LOCAL_ENDPOINTS additionally allows loopback, over http too, for a local push-service
 * stand-in in tests (decision 022).
 */

/** IPv4 ranges that are not the public internet (IANA special-purpose registry, RFC 6890 and later). */
const IPV4_NOT_PUBLIC: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 is allowed only inside global unicast (2000::/3), less its special parts. Everything outside
 * it is refused without a list: unspecified (::), loopback (::1), IPv4-mapped (::ffff:0:0/96) and
 * IPv4-compatible forms, unique local (fc00::/7), link-local (fe80::/10), site-local, multicast
 * (ff00::/8), discard (100::/64). The NAT64 well-known prefix is judged by the IPv4 address inside.
 */
const IPV6_NOT_PUBLIC_IN_GLOBAL: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address of any kind inside
  ['3fff::', 20], // documentation (RFC 9637)
];

const notPublicV4 = new BlockList();
for (const [address, prefix] of IPV4_NOT_PUBLIC) notPublicV4.addSubnet(address, prefix, 'ipv4');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const notPublicInGlobal = new BlockList();
for (const [address, prefix] of IPV6_NOT_PUBLIC_IN_GLOBAL) notPublicInGlobal.addSubnet(address, prefix, 'ipv6');
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The 32 low bits of an IPv6 address, as dotted IPv4. */
function embeddedIpv4(address: string): string {
  const groups = expandIpv6(address);
  const high = groups[6]!;
  const low = groups[7]!;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included). */
function expandIpv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16));
}

/** Whether an IP address (v4 or v6 text) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !notPublicV4.check(address, 'ipv4');
  if (family !== 6) return false;
  if (nat64.check(address, 'ipv6')) return isPublicAddress(embeddedIpv4(address));
  return globalUnicast.check(address, 'ipv6') && !notPublicInGlobal.check(address, 'ipv6');
}

/** 127.0.0.0/8 and ::1, the only local addresses PUSH_ALLOW_LOCAL_ENDPOINTS opens. */
export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return address.split('.')[0] === '127';
  return family === 6 && expandIpv6(address).every((group, index) => group === (index === 7 ? 1 : 0));
}

export interface EndpointPolicy {
  allowLocal: boolean;
}

/** Whether a request over `protocol` may connect to `address`. */
export function addressAllowed(address: string, protocol: string, policy: EndpointPolicy): boolean {
  if (policy.allowLocal && isLoopbackAddress(address)) return true;
  return protocol === 'https:' && isPublicAddress(address);
}

export class EndpointRefusedError extends Error {}

const NOT_PUBLIC = 'The push endpoint must be an https address on the public internet.';

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function parseEndpoint(endpoint: string, policy: EndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefusedError('The push endpoint must be a full https address.');
  }
  const protocols = policy.allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) throw new EndpointRefusedError(NOT_PUBLIC);
  if (url.username || url.password) throw new EndpointRefusedError('The push endpoint must not hold a user name or password.');
  if (!url.hostname) throw new EndpointRefusedError(NOT_PUBLIC);
  return url;
}

/**
 * The check before sending, without resolving: scheme, and an IP literal's address (the socket
 * makes no lookup for a literal). A name is checked by guardedLookup as the socket connects.
 */
export function checkEndpointForSending(endpoint: string, policy: EndpointPolicy): URL {
  const url = parseEndpoint(endpoint, policy);
  const host = hostOf(url);
  if (net.isIP(host) && !addressAllowed(host, url.protocol, policy)) throw new EndpointRefusedError(NOT_PUBLIC);
  return url;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Checks an endpoint before it is stored: scheme, and every address its host resolves to (one
 * private address among public ones is enough to refuse). A name that does not resolve is refused:
 * a guard that cannot look has not checked.
 */
export async function checkPushEndpoint(endpoint: string, policy: EndpointPolicy, resolve: Resolver = systemResolver): Promise<URL> {
  const url = parseEndpoint(endpoint, policy);
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await resolve(host)).map((entry) => entry.address);
    } catch {
      throw new EndpointRefusedError('The push endpoint’s host could not be found.');
    }
    if (addresses.length === 0) throw new EndpointRefusedError('The push endpoint’s host could not be found.');
  }
  if (!addresses.every((address) => addressAllowed(address, url.protocol, policy))) throw new EndpointRefusedError(NOT_PUBLIC);
  return url;
}

/** As checkPushEndpoint, answering a refusal with 400 {detail}. */
export async function assertPushEndpoint(endpoint: string, policy: EndpointPolicy, resolve?: Resolver): Promise<URL> {
  try {
    return await checkPushEndpoint(endpoint, policy, resolve);
  } catch (error) {
    if (error instanceof EndpointRefusedError) throw badRequest(error.message);
    throw error;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * The `lookup` for the connection that sends a push: the addresses the socket will really use are
 * checked here, after resolving, so a name that resolved to a public address when it was stored and
 * to an internal one now is refused (DNS rebinding). An IP literal skips lookup; send-push.ts
 * checks those itself before connecting.
 */
export function guardedLookup(protocol: string, policy: EndpointPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as dns.LookupAddress[];
      const refused = list.length === 0 || list.some((entry) => !addressAllowed(entry.address, protocol, policy));
      if (refused) {
        const refusal: NodeJS.ErrnoException = new EndpointRefusedError(NOT_PUBLIC);
        refusal.code = 'EPUSHREFUSED';
        return callback(refusal, []);
      }
      if (options.all) return callback(null, list);
      const [first] = list;
      return callback(null, first!.address, first!.family);
    });
  };
}
