import { EclipticGeoMoon, e_tilt, MakeTime } from "astronomy-engine";
import { DEFAULT_TIME_ZONE, localTimeToUtc } from "./time-zone.ts";
import type { MoonChart, Nakshatra, Pada, Rashi } from "./types.ts";

/** How close (degrees) the Moon may come to a rashi or nakshatra edge before we warn (§7.4). */
export const BOUNDARY_MARGIN_DEG = 0.2;

const J2000 = 2451545.0;
const julianDay = (date: Date): number => date.getTime() / 86_400_000 + 2440587.5;

/** Mean Lahiri ayanamsa, linear in time; within 0.00007° of Swiss Ephemeris 1950–2030 (§7.3). */
export const meanLahiriAyanamsa = (date: Date): number =>
  23.857092 + (0.01396883 * (julianDay(date) - J2000)) / 365.25;

// astronomy-engine reports nutation in longitude in arcseconds.
const nutationInLongitude = (date: Date): number => e_tilt(MakeTime(date)).dpsi / 3600;

/**
 * True Lahiri (mean + nutation in longitude). EclipticGeoMoon is on the true equinox of date,
 * so subtracting this true value keeps both on the same equinox (reference §7.3).
 */
export const lahiriAyanamsa = (date: Date): number =>
  meanLahiriAyanamsa(date) + nutationInLongitude(date);

const normalise = (deg: number): number => {
  const x = deg % 360;
  return x < 0 ? x + 360 : x;
};

/** Geocentric sidereal (Lahiri) longitude of the Moon, degrees in [0, 360). */
export const moonSiderealLongitude = (utc: Date): number =>
  normalise(EclipticGeoMoon(utc).lon - lahiriAyanamsa(utc));

export interface LongitudeChart extends MoonChart {
  degreeInSign: number;
  /** The Moon is within BOUNDARY_MARGIN_DEG of a rashi or nakshatra edge: a small birth-time error could change them. */
  nearBoundary: boolean;
  /** The same for a pada edge (matters for Nadi cancellation and the Dhanu/Makar vashya split). */
  nearPadaBoundary: boolean;
}

const distanceToEdge = (lon: number, span: number): number => {
  const into = lon % span;
  return Math.min(into, span - into);
};

/** Rashi, nakshatra and pada all come from one pada index so they can never disagree at an edge. */
export function chartFromLongitude(longitude: number): LongitudeChart {
  const lon = normalise(longitude);
  const index = Math.min(107, Math.floor((lon * 3) / 10));
  const rashi = (Math.floor(index / 9) + 1) as Rashi;
  return {
    rashi,
    nakshatra: (Math.floor(index / 4) + 1) as Nakshatra,
    pada: ((index % 4) + 1) as Pada,
    degreeInSign: Math.max(0, lon - (rashi - 1) * 30),
    nearBoundary:
      distanceToEdge(lon, 30) < BOUNDARY_MARGIN_DEG ||
      distanceToEdge(lon, 40 / 3) < BOUNDARY_MARGIN_DEG,
    nearPadaBoundary: distanceToEdge(lon, 10 / 3) < BOUNDARY_MARGIN_DEG,
  };
}

export interface BirthMoment {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" (24 h, local to the birth place) */
  time: string;
  /** IANA zone of the birth place; the place matters for nothing else (geocentric Moon, §7.1). */
  timeZone?: string;
}

export interface BirthChart extends LongitudeChart {
  utc: Date;
  longitude: number;
  ayanamsa: number;
}

/** The Moon's sidereal position at birth. Throws RangeError for a bad date, time or zone. */
export function birthChart({ date, time, timeZone = DEFAULT_TIME_ZONE }: BirthMoment): BirthChart {
  const utc = localTimeToUtc(date, time, timeZone);
  const longitude = moonSiderealLongitude(utc);
  return { ...chartFromLongitude(longitude), utc, longitude, ayanamsa: lahiriAyanamsa(utc) };
}
