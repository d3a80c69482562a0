import { describe, expect, it } from 'vitest';
import { visitorCountry } from '../../app/rules/visitorCountry';

describe('visitorCountry', () => {
  it('is the geo-IP country when known', () => {
    expect(visitorCountry({ geoip_country: 'US', geoip_selected_country: null })).toBe('US');
    expect(visitorCountry({ geoip_country: 'DE', geoip_selected_country: 'NL' })).toBe('DE');
  });
  it('falls back to the selected country', () => {
    expect(visitorCountry({ geoip_country: null, geoip_selected_country: 'NL' })).toBe('NL');
  });
  it('is null when neither is known', () => {
    expect(visitorCountry({ geoip_country: null, geoip_selected_country: null })).toBeNull();
  });
});
