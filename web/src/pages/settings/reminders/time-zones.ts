/** The browser's own time zone: the default for a reminder. */
export { browserTimeZone } from '../../../lib/time-zone';

/** Every IANA zone the browser knows, with `keep` among them (a saved zone an older browser lacks). */
export function timeZoneChoices(keep: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, 'UTC', keep]);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** "Europe/Berlin" reads as "Europe / Berlin"; "America/Argentina/Buenos_Aires" as "America / Argentina / Buenos Aires". */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}
