import { distance } from 'geokdbush';
import type { GeocodeLocation } from '../../contract/members';
import { nearestCity } from './cities';

/** A position farther than this from any city is "nowhere" (open sea): the answer is false. */
export const GEOCODE_MAX_KM = 50;

/**
 * SPEC §7 GET /api/geocode.php: the nearest city (1000+ inhabitants) to a position, offline. The position itself is
 * neither stored nor logged; a member who saves the result stores the city, whose centre is what others are measured
 * against (SEC-18).
 */
export function reverseGeocode(lat: number, lon: number): GeocodeLocation | false {
  const city = nearestCity(lat, lon, GEOCODE_MAX_KM);
  if (!city || !/^[A-Z]{2}$/.test(city.country)) return false;
  return { city: city.name, region: city.region, country: city.country };
}

/** Stored positions are city centres rounded to two decimals (about a kilometre). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** SEC-18: distances between members are shown in steps of 5 km (at least 5), between city centres. */
export const DISTANCE_STEP_KM = 5;

export function coarseDistanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const km = distance(a.lon, a.lat, b.lon, b.lat);
  return Math.max(DISTANCE_STEP_KM, Math.ceil(km / DISTANCE_STEP_KM) * DISTANCE_STEP_KM);
}
