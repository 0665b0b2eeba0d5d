import { afterEach, describe, expect, it, vi } from 'vitest';
import { guessLocalEmergency, localEmergency } from './emergency-number';

const guess = (timeZone: string | undefined, ...languages: string[]) => guessLocalEmergency({ timeZone, languages });

describe('the local emergency number guess', () => {
  it.each([
    ['America/New_York', '911', 'the United States'],
    ['America/Indiana/Indianapolis', '911', 'the United States'],
    ['Pacific/Honolulu', '911', 'the United States'],
    ['America/Toronto', '911', 'Canada'],
    ['America/Vancouver', '911', 'Canada'],
    ['Europe/London', '999', 'the United Kingdom'],
    ['Europe/Dublin', '112', 'Ireland'],
    ['Europe/Paris', '112', 'the European Union'],
    ['Europe/Berlin', '112', 'the European Union'],
    ['Atlantic/Canary', '112', 'the European Union'],
    ['Australia/Sydney', '000', 'Australia'],
    ['Australia/Perth', '000', 'Australia'],
    ['Pacific/Auckland', '111', 'New Zealand'],
    ['Asia/Kolkata', '112', 'India'],
  ])('reads %s as %s in %s', (timeZone, number, place) => {
    const local = guess(timeZone, 'en-US');
    expect(local?.numbers[0]).toBe(number);
    expect(local?.place).toBe(place);
  });

  it('gives Ireland and the UK both of their numbers', () => {
    expect(guess('Europe/Dublin')?.numbers).toEqual(['112', '999']);
    expect(guess('Europe/London')?.numbers).toEqual(['999', '112']);
  });

  it('trusts the time zone over the languages: where the device is, not what it reads', () => {
    expect(guess('Europe/London', 'en-US')?.numbers[0]).toBe('999');
    expect(guess('America/Chicago', 'en-GB')?.numbers[0]).toBe('911');
  });

  it('does not guess from the languages when the time zone is a place without a known number', () => {
    expect(guess('Asia/Tokyo', 'en-US')).toBeNull();
    expect(guess('America/Sao_Paulo', 'en-GB')).toBeNull();
  });

  it('falls back to the region of the first language that has one when the time zone says nothing', () => {
    expect(guess('UTC', 'en', 'en-AU')?.numbers[0]).toBe('000');
    expect(guess('Etc/GMT+5', 'fr-CA')?.place).toBe('Canada');
    expect(guess(undefined, 'de-DE')?.numbers[0]).toBe('112');
    expect(guess(undefined, 'en_NZ')?.numbers[0]).toBe('111');
  });

  it('has no guess at all rather than a wrong one', () => {
    expect(guess(undefined)).toBeNull();
    expect(guess('UTC', 'en', 'es-419')).toBeNull();
    expect(guess(undefined, 'ja-JP')).toBeNull();
  });

  describe('in this browser', () => {
    afterEach(() => vi.restoreAllMocks());

    it('reads the time zone and the preferred languages', () => {
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...new Intl.DateTimeFormat().resolvedOptions(),
        timeZone: 'Europe/London',
      });
      expect(localEmergency()?.numbers[0]).toBe('999');
    });

    it('uses navigator.languages when the time zone names no place', () => {
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...new Intl.DateTimeFormat().resolvedOptions(),
        timeZone: 'UTC',
      });
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-NZ', 'en']);
      expect(localEmergency()?.place).toBe('New Zealand');
    });
  });
});
