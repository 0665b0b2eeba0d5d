import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, offsetSignature } from './time-zone';

describe('browserTimeZone', () => {
  const before = process.env.TZ;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it("names the browser's zone, and keeps asking Intl only once while the zone's offsets stay the same", () => {
    process.env.TZ = 'America/New_York';
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('America/New_York');
    expect(browserTimeZone()).toBe('America/New_York');
    expect(browserTimeZone()).toBe('America/New_York');
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('asks again when the device moves to a zone with other offsets, and names the new zone', () => {
    process.env.TZ = 'America/New_York';
    expect(browserTimeZone()).toBe('America/New_York');
    process.env.TZ = 'Asia/Tokyo';
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    process.env.TZ = 'Europe/Berlin';
    expect(browserTimeZone()).toBe('Europe/Berlin');
  });

  it('tells zones apart by their summer offset too (London and Abidjan share January and March)', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    process.env.TZ = 'Europe/London';
    const london = offsetSignature(now);
    process.env.TZ = 'Africa/Abidjan';
    expect(offsetSignature(now)).not.toBe(london);
    expect(offsetSignature(now).split(',')[0]).toBe(london.split(',')[0]);
  });

  it('ignores a damaged kept value and asks Intl', () => {
    process.env.TZ = 'Asia/Tokyo';
    localStorage.setItem('time_zone', '{not json');
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    localStorage.setItem('time_zone', JSON.stringify({ signature: offsetSignature(), zone: 42 }));
    expect(browserTimeZone()).toBe('Asia/Tokyo');
  });
});
