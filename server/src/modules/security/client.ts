import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/**
 * Who is on the other end of a request, as much as security activity needs and no more: the network
 * address (used for throttling, never stored in clear), a keyed hash of it for the activity record,
 * and a short browser label ("Firefox on Android") for the person's own list of sessions.
 */
export interface ClientInfo {
  ip: string;
  label: string | null;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A label a person recognises, from the User-Agent header; null when nothing is recognised. */
export function clientLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, label: clientLabel(request.headers['user-agent']) };
}

/**
 * A keyed hash of the network address: two events from one address can be matched, but the address
 * cannot be read back, even from a copy of the database (docs/security.md, "Security activity").
 */
export function clientHash(ctx: Pick<AppContext, 'cipher'>, ip: string): string {
  return createHmac('sha256', ctx.cipher.deriveKey('security-client-address')).update(ip).digest('hex').slice(0, 32);
}

/**
 * The subject per-client throttles count: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 customer usually holds a whole /64, so counting full addresses would give a guesser
 * billions of fresh "clients" (docs/security.md, "Throttling").
 */
export function throttleSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
