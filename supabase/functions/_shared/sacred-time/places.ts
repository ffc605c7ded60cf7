// Where a recipient keeps Shabbat, from what the profile holds: an IANA `timezone` (the browser's,
// saved at onboarding) and the `location` choice. Profiles hold no coordinates, so a timezone maps
// to the coordinates of its main city; sunset within one timezone varies by tens of minutes, which
// is why the hold starts early (candle lighting) and ends late (8.5° tzeit), see sacred-time.ts.

export interface RecipientPlace {
  /** IANA timezone from profiles.timezone, e.g. 'America/New_York'. */
  timezone?: string | null;
  /** profiles.location: 'United States', 'Israel', 'United Kingdom', ... */
  location?: string | null;
}

export interface ResolvedPlace {
  timeZoneId: string;
  latitude: number;
  longitude: number;
  /** Israel keeps one day of Yom Tov, the diaspora two. */
  inIsrael: boolean;
  /** true when the coordinates are a guess from the UTC offset, not a known city. */
  approximate: boolean;
}

type Coordinates = readonly [latitude: number, longitude: number];

const TIMEZONE_CITIES: Record<string, Coordinates> = {
  'Asia/Jerusalem': [31.778, 35.235],
  'Asia/Tel_Aviv': [32.085, 34.781],
  'America/New_York': [40.713, -74.006],
  'America/Detroit': [42.331, -83.046],
  'America/Toronto': [43.653, -79.383],
  'America/Montreal': [45.502, -73.567],
  'America/Chicago': [41.878, -87.63],
  'America/Winnipeg': [49.895, -97.138],
  'America/Denver': [39.739, -104.99],
  'America/Phoenix': [33.448, -112.074],
  'America/Los_Angeles': [34.052, -118.244],
  'America/Vancouver': [49.283, -123.121],
  'America/Halifax': [44.649, -63.575],
  'America/Anchorage': [61.218, -149.9],
  'Pacific/Honolulu': [21.307, -157.858],
  'America/Mexico_City': [19.433, -99.133],
  'America/Sao_Paulo': [-23.551, -46.633],
  'America/Argentina/Buenos_Aires': [-34.604, -58.382],
  'America/Buenos_Aires': [-34.604, -58.382],
  'America/Panama': [8.983, -79.517],
  'Europe/London': [51.507, -0.128],
  'Europe/Dublin': [53.35, -6.26],
  'Europe/Paris': [48.857, 2.352],
  'Europe/Brussels': [50.85, 4.352],
  'Europe/Amsterdam': [52.368, 4.904],
  'Europe/Antwerp': [51.219, 4.402],
  'Europe/Berlin': [52.52, 13.405],
  'Europe/Zurich': [47.377, 8.542],
  'Europe/Vienna': [48.208, 16.373],
  'Europe/Rome': [41.903, 12.496],
  'Europe/Madrid': [40.417, -3.704],
  'Europe/Budapest': [47.498, 19.04],
  'Europe/Prague': [50.075, 14.438],
  'Europe/Warsaw': [52.23, 21.012],
  'Europe/Stockholm': [59.329, 18.069],
  'Europe/Copenhagen': [55.676, 12.568],
  'Europe/Athens': [37.984, 23.728],
  'Europe/Istanbul': [41.008, 28.978],
  'Europe/Kiev': [50.45, 30.524],
  'Europe/Kyiv': [50.45, 30.524],
  'Europe/Moscow': [55.756, 37.617],
  'Africa/Johannesburg': [-26.204, 28.047],
  'Africa/Cairo': [30.044, 31.236],
  'Asia/Dubai': [25.205, 55.271],
  'Asia/Tbilisi': [41.716, 44.783],
  'Asia/Kolkata': [19.076, 72.878],
  'Asia/Shanghai': [31.23, 121.474],
  'Asia/Hong_Kong': [22.319, 114.169],
  'Asia/Singapore': [1.352, 103.82],
  'Asia/Tokyo': [35.676, 139.65],
  'Australia/Sydney': [-33.869, 151.209],
  'Australia/Melbourne': [-37.814, 144.963],
  'Australia/Brisbane': [-27.47, 153.026],
  'Australia/Perth': [-31.95, 115.86],
  'Australia/Adelaide': [-34.929, 138.601],
  'Pacific/Auckland': [-36.848, 174.763],
};

/** The spec's location choices, for a profile without a usable timezone. */
const LOCATION_DEFAULTS: Record<string, { timeZoneId: string; coordinates: Coordinates }> = {
  'United States': { timeZoneId: 'America/New_York', coordinates: [40.713, -74.006] },
  Israel: { timeZoneId: 'Asia/Jerusalem', coordinates: [31.778, 35.235] },
  'United Kingdom': { timeZoneId: 'Europe/London', coordinates: [51.507, -0.128] },
  Canada: { timeZoneId: 'America/Toronto', coordinates: [43.653, -79.383] },
  Australia: { timeZoneId: 'Australia/Sydney', coordinates: [-33.869, 151.209] },
  'South Africa': { timeZoneId: 'Africa/Johannesburg', coordinates: [-26.204, 28.047] },
  Europe: { timeZoneId: 'Europe/Paris', coordinates: [48.857, 2.352] },
};

const ISRAEL_TIMEZONES = new Set(['Asia/Jerusalem', 'Asia/Tel_Aviv', 'Israel']);

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Offset of `timeZone` from UTC at `at`, in minutes (east positive). */
function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** Southern-hemisphere zones, for the latitude guess of an unknown zone. */
function looksSouthern(timeZone: string): boolean {
  return /^(Australia|Antarctica)\/|^Pacific\/(Auckland|Chatham|Fiji|Tongatapu)|^America\/(Argentina|Sao_Paulo|Santiago|Montevideo|Asuncion|La_Paz|Lima)|^Africa\/(Johannesburg|Maputo|Harare|Windhoek|Gaborone)/.test(
    timeZone,
  );
}

/**
 * Where to compute the recipient's zmanim, or null when the profile says nothing usable (no valid
 * timezone and no known location): then nobody can say whether they keep Shabbat now.
 */
export function resolvePlace(place: RecipientPlace, at: Date): ResolvedPlace | null {
  const timezone = place.timezone?.trim();
  const location = place.location?.trim() ?? '';
  const inIsraelByLocation = location === 'Israel';
  if (timezone && isValidTimeZone(timezone)) {
    const inIsrael = inIsraelByLocation || ISRAEL_TIMEZONES.has(timezone);
    const known = TIMEZONE_CITIES[timezone];
    if (known) return { timeZoneId: timezone, latitude: known[0], longitude: known[1], inIsrael, approximate: false };
    // The location's city when it shares this zone's offset, else a point on the zone's meridian.
    const fallback = LOCATION_DEFAULTS[location];
    if (fallback && utcOffsetMinutes(fallback.timeZoneId, at) === utcOffsetMinutes(timezone, at)) {
      const [latitude, longitude] = fallback.coordinates;
      return { timeZoneId: timezone, latitude, longitude, inIsrael, approximate: true };
    }
    const longitude = Math.max(-179, Math.min(179, (utcOffsetMinutes(timezone, at) / 60) * 15));
    return { timeZoneId: timezone, latitude: looksSouthern(timezone) ? -33 : 40, longitude, inIsrael, approximate: true };
  }
  const fallback = LOCATION_DEFAULTS[location];
  if (!fallback) return null;
  const [latitude, longitude] = fallback.coordinates;
  return { timeZoneId: fallback.timeZoneId, latitude, longitude, inIsrael: inIsraelByLocation, approximate: true };
}
