/**
 * A best guess at the person's local emergency number, for the crisis screen and the resource
 * boxes (docs/clinical.md §19: "the local emergency number"). It reads only what the browser
 * already says about itself: the time zone first (where the device is), then the region of the
 * preferred languages. It is a guess, so every screen that shows it also says "your local emergency
 * number", with examples.
 */

export interface LocalEmergency {
  /** Where the number applies, as it reads after "in": "the United Kingdom". */
  place: string;
  /** The number to call first, then any other that works there. */
  numbers: readonly [string, ...string[]];
}

/** For when the guess is missing or wrong: shown with every guess. */
export const EMERGENCY_EXAMPLES = '911 in the US and Canada, 999 in the UK, 112 in the European Union, 000 in Australia';

const EUROPEAN_UNION: LocalEmergency = { place: 'the European Union', numbers: ['112'] };

/** Only numbers we are sure of; every other place gets "your local emergency number". */
const BY_REGION: Record<string, LocalEmergency> = {
  US: { place: 'the United States', numbers: ['911'] },
  CA: { place: 'Canada', numbers: ['911'] },
  GB: { place: 'the United Kingdom', numbers: ['999', '112'] },
  IE: { place: 'Ireland', numbers: ['112', '999'] },
  AU: { place: 'Australia', numbers: ['000'] },
  NZ: { place: 'New Zealand', numbers: ['111'] },
  IN: { place: 'India', numbers: ['112'] },
  ...Object.fromEntries(
    // "EU" is the code ISO 3166 reserves for the European Union: the time zones of its members map to it.
    ['EU', 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'].map(
      (region) => [region, EUROPEAN_UNION],
    ),
  ),
};

const EU_TIME_ZONES = [
  'Vienna', 'Brussels', 'Sofia', 'Zagreb', 'Nicosia', 'Prague', 'Copenhagen', 'Tallinn', 'Helsinki', 'Mariehamn', 'Paris',
  'Berlin', 'Busingen', 'Athens', 'Budapest', 'Rome', 'Riga', 'Vilnius', 'Luxembourg', 'Malta', 'Amsterdam', 'Warsaw',
  'Lisbon', 'Bucharest', 'Bratislava', 'Ljubljana', 'Madrid', 'Stockholm',
].map((city) => `Europe/${city}`);

const US_TIME_ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage',
  'America/Adak', 'America/Boise', 'America/Detroit', 'America/Juneau', 'America/Sitka', 'America/Nome', 'America/Yakutat',
  'America/Metlakatla', 'America/Menominee', 'Pacific/Honolulu',
];

const CANADA_TIME_ZONES = [
  'America/St_Johns', 'America/Halifax', 'America/Glace_Bay', 'America/Moncton', 'America/Goose_Bay', 'America/Toronto',
  'America/Montreal', 'America/Nipigon', 'America/Thunder_Bay', 'America/Iqaluit', 'America/Pangnirtung', 'America/Atikokan',
  'America/Winnipeg', 'America/Rainy_River', 'America/Resolute', 'America/Rankin_Inlet', 'America/Regina',
  'America/Swift_Current', 'America/Edmonton', 'America/Cambridge_Bay', 'America/Yellowknife', 'America/Inuvik',
  'America/Creston', 'America/Dawson_Creek', 'America/Fort_Nelson', 'America/Whitehorse', 'America/Dawson',
  'America/Vancouver', 'America/Blanc-Sablon',
];

const TIME_ZONE_REGIONS: Record<string, string> = {
  ...Object.fromEntries(US_TIME_ZONES.map((zone) => [zone, 'US'])),
  ...Object.fromEntries(CANADA_TIME_ZONES.map((zone) => [zone, 'CA'])),
  ...Object.fromEntries(
    [...EU_TIME_ZONES, 'Asia/Nicosia', 'Asia/Famagusta', 'Atlantic/Madeira', 'Atlantic/Azores', 'Atlantic/Canary', 'Africa/Ceuta'].map(
      (zone) => [zone, 'EU'],
    ),
  ),
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
};

function regionOfTimeZone(timeZone: string): string | undefined {
  // The United States' zones under America/Indiana, America/Kentucky and America/North_Dakota.
  if (/^America\/(Indiana|Kentucky|North_Dakota)\//.test(timeZone)) return 'US';
  if (timeZone.startsWith('Australia/')) return 'AU';
  return TIME_ZONE_REGIONS[timeZone];
}

/** "Europe/Paris" names a place; "UTC" and "Etc/GMT+5" do not. */
function isPlace(timeZone: string): boolean {
  return timeZone.includes('/') && !timeZone.startsWith('Etc/');
}

/** "en-GB" → "GB", "zh-Hant-TW" → "TW"; none for "en" or "es-419". */
function regionOfLanguage(tag: string): string | undefined {
  return tag
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
}

export interface DeviceSettings {
  timeZone?: string;
  languages: readonly string[];
}

/** The guess for these settings, or null when none of them points to a place we know. */
export function guessLocalEmergency({ timeZone, languages }: DeviceSettings): LocalEmergency | null {
  if (timeZone && isPlace(timeZone)) {
    // A place we have no number for is not guessed from the languages: en-US in Tokyo is not 911.
    const region = regionOfTimeZone(timeZone);
    return region ? (BY_REGION[region] ?? null) : null;
  }
  for (const language of languages) {
    const region = regionOfLanguage(language);
    if (region && BY_REGION[region]) return BY_REGION[region];
  }
  return null;
}

/** This browser's settings (nothing leaves the device). */
export function deviceSettings(): DeviceSettings {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return { timeZone, languages };
}

export function localEmergency(): LocalEmergency | null {
  return guessLocalEmergency(deviceSettings());
}
