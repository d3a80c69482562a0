import { describe, expect, it } from 'vitest';
import { discountCodeCreateSchema, normalizeSiteDomain, siteCreateSchema, siteDomainSchema, siteUpdateSchema } from '../../contract/backoffice';
import type { SiteRow } from '../../server/db/schema';
import { discountColumns, discountFieldErrors, discountPatchView } from '../../server/backoffice/offer-rows';
import { changedFields, companyColumns, invalidationScope, newSiteRow, siteColumns, siteFieldErrors } from '../../server/backoffice/site-rows';
import { normalizeHost } from '../../server/sites/host';

const TEMPLATE: SiteRow = {
  id: 1,
  domain: 'localhost',
  domain_language: 'en',
  name: 'FlirtLane',
  index_title: 'FlirtLane – Flirt',
  description: 'Meet singles.',
  niche: 1,
  countries: '["NL","DE"]',
  cdn_prefix: '/media/',
  visible_profile_fields: '["gender"]',
  visible_profile_notes: 1,
  search_fields: '["gender"]',
  message_credits: 1,
  signup_credits: 3,
  photo_credits: 2,
  gift_credits: 5,
  message_length: 1000,
  minimum_message_costs: '{}',
  support_email: 'support@flirtlane.example',
  support_phone: '+31 20-123 4567',
  enable_site_entry_popup: 'yes',
  fictional_warning: 'Some profiles are fictional.',
  fictional_singular: 'entertainment profile',
  fictional_plural: 'entertainment profiles',
  fictional_icon: '🎭',
  refund_days: 14,
  signups: 'all',
  logged_out_search: 1,
  logged_out_search_trafficsource: 0,
  member_resell: 0,
  company_id: 3,
  mail_name: 'FlirtLane',
  interests: '["beach"]',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  languages: '["en","nl"]',
  active: 1,
  member_pool: 'network',
};

describe('site domains', () => {
  it('are normalised like request hosts, so a saved domain is what a request for it resolves to', () => {
    for (const raw of ['WWW.Example.COM.', 'example.com', ' www.example.com ', 'Sub.Example.com']) {
      const saved = siteDomainSchema.parse(raw);
      expect(saved).toBe(normalizeSiteDomain(raw));
      expect(normalizeHost(`${saved}:3000`)).toBe(saved);
      expect(normalizeHost(raw.trim())).toBe(saved);
    }
  });

  it('refuses what is not a host name', () => {
    for (const raw of ['', ' ', 'bad domain', 'a..b', '-x.example', 'x.example/path', 'é.example']) {
      expect([raw, siteDomainSchema.safeParse(raw).success]).toEqual([raw, false]);
    }
  });
});

describe('changedFields', () => {
  it('keeps only values that differ, deep-compared', () => {
    const current = { a: 1, list: ['x', 'y'], map: { NL: { costs: 1 } }, same: 'same' };
    const change = changedFields(current, { a: 2, list: ['x', 'y'], map: { NL: { costs: 2 } }, same: 'same' });
    expect(change).toEqual({ before: { a: 1, map: { NL: { costs: 1 } } }, after: { a: 2, map: { NL: { costs: 2 } } } });
  });

  it('ignores absent fields', () => {
    expect(changedFields({ a: 1, b: 2 }, { b: undefined })).toEqual({ before: {}, after: {} });
  });
});

describe('siteColumns', () => {
  it('stores booleans as 0/1 and lists and maps as JSON', () => {
    expect(
      siteColumns({ logged_out_search: false, active: true, countries: ['NL'], minimum_message_costs: { NL: { costs: 0.79, currency: 'EUR' } }, name: 'X', niche: 3 }),
    ).toEqual({ logged_out_search: 0, active: 1, countries: '["NL"]', minimum_message_costs: '{"NL":{"costs":0.79,"currency":"EUR"}}', name: 'X', niche: 3 });
  });

  it('writes only the columns it is given', () => {
    expect(siteColumns({})).toEqual({});
  });
});

describe('companyColumns', () => {
  it('stores lists as JSON', () => {
    expect(companyColumns({ vat_numbers: ['NL1'], city: 'Utrecht' })).toEqual({ vat_numbers: '["NL1"]', city: 'Utrecht' });
  });
});

describe('siteFieldErrors', () => {
  it('wants the domain language among the site languages', () => {
    expect(siteFieldErrors({ domain_language: 'en', languages: ['en', 'nl'] })).toBeNull();
    expect(siteFieldErrors({ domain_language: 'de', languages: ['en', 'nl'] })).toEqual({ domain_language: { code: 'domain_language_not_offered' } });
  });
});

describe('newSiteRow', () => {
  const input = siteCreateSchema.parse({ domain: 'new.example', niche: 5, languages: ['de', 'en'] });

  it('copies every field of the template except identity and the given ones', () => {
    const row = newSiteRow(TEMPLATE, input, '2026-05-01T00:00:00.000Z');
    expect(row).not.toHaveProperty('id');
    expect(row).toMatchObject({
      domain: 'new.example',
      niche: 5,
      languages: '["de","en"]',
      domain_language: 'en',
      name: 'FlirtLane',
      message_credits: 1,
      fictional_warning: 'Some profiles are fictional.',
      company_id: 3,
      active: 1,
      created_at: '2026-05-01T00:00:00.000Z',
    });
  });

  it('picks the first offered language when the template\'s is not offered', () => {
    expect(newSiteRow(TEMPLATE, siteCreateSchema.parse({ domain: 'x.example', niche: 1, languages: ['pl', 'de'] }), 'now').domain_language).toBe('pl');
  });

  it('names the mail sender after a given name', () => {
    expect(newSiteRow(TEMPLATE, siteCreateSchema.parse({ domain: 'x.example', niche: 1, languages: ['en'], name: 'Spark' }), 'now')).toMatchObject({ name: 'Spark', mail_name: 'Spark' });
  });
});

describe('invalidationScope', () => {
  it('drops one site for its own settings, everything when hosts or a shared company move', () => {
    expect(invalidationScope(4, ['name', 'message_credits'], false)).toBe(4);
    expect(invalidationScope(4, ['domain'], false)).toBe('all');
    expect(invalidationScope(4, ['active'], false)).toBe('all');
    expect(invalidationScope(4, ['company_id'], false)).toBe('all');
    expect(invalidationScope(4, [], true)).toBe('all');
  });
});

describe('siteUpdateSchema', () => {
  it('accepts any subset and refuses unknown fields', () => {
    expect(siteUpdateSchema.safeParse({}).success).toBe(true);
    expect(siteUpdateSchema.safeParse({ name: 'X', company: { city: 'Y' } }).success).toBe(true);
    expect(siteUpdateSchema.safeParse({ geoip_country: 'NL' }).success).toBe(false);
    expect(siteUpdateSchema.safeParse({ company: { added: 'today' } }).success).toBe(false);
  });
});

describe('discount codes', () => {
  it('are upper-cased and need a currency for a minimum order value', () => {
    expect(discountCodeCreateSchema.parse({ code: ' summer_1 ', value_percentage: 10, validity: 'multi' }).code).toBe('SUMMER_1');
    expect(discountCodeCreateSchema.safeParse({ code: 'X', value_percentage: 10, validity: 'multi', minimum_order_value_minor: 100 }).success).toBe(false);
    expect(discountFieldErrors({ minimum_order_value_minor: 100, currency: null })).toEqual({ currency: { code: 'minimum_needs_currency' } });
    expect(discountFieldErrors({ minimum_order_value_minor: 100, currency: 'EUR' })).toBeNull();
  });

  it('store expiry in UTC and methods as JSON', () => {
    expect(discountColumns({ expires: '2030-04-01T12:00:00+02:00', paymentmethods: ['card'], value_percentage: 5 })).toEqual({
      expires: '2030-04-01T10:00:00.000Z',
      paymentmethods: '["card"]',
      value_percentage: 5,
    });
    expect(discountColumns({ expires: null, paymentmethods: null })).toEqual({ expires: null, paymentmethods: null });
    expect(discountPatchView({ expires: '2030-04-01T12:00:00+02:00', status: undefined })).toEqual({ expires: '2030-04-01T10:00:00.000Z' });
  });
});
