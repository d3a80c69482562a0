import { describe, expect, it } from 'vitest';
import type { StaffDiscountCode, StaffPackage, StaffSiteResponse } from '../../contract/backoffice';
import { isStaffPage, isStaffPath, staffPath } from '../../contract/staffRoutes';
import { caseKey, caseOf } from '../../app/staff/pages/ComplaintsPage';
import { safeNext } from '../../app/staff/pages/StaffLoginPage';
import { auditQuery } from '../../app/staff/pages/AuditPage';
import { discountCodeBody, discountCodeRow, formField, packageBody, packageRow, siteFormValues, siteUpdate } from '../../app/staff/siteEditor';

const site = {
  site: {
    id: 3,
    domain: 'bdsm.localhost',
    name: 'Kinky',
    niche: 3,
    domain_language: 'en',
    languages: ['en', 'nl'],
    index_title: 'Kinky dates',
    description: 'Meet',
    mail_name: 'Kinky',
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: 'yes',
    member_resell: false,
    member_pool: 'network',
    countries: ['NL', 'BE'],
    message_credits: 2,
    signup_credits: 10,
    photo_credits: 5,
    gift_credits: 5,
    refund_days: 14,
    minimum_message_costs: { NL: { costs: 0.5, currency: 'EUR' } },
    message_length: 1000,
    visible_profile_fields: ['gender', 'age'],
    visible_profile_notes: true,
    search_fields: ['gender'],
    interests: [],
    fictional_warning: { en: 'Some profiles are fictional.' },
    fictional_singular: { en: 'host' },
    fictional_plural: { en: 'hosts' },
    fictional_icon: '★',
    support_email: 'help@example.com',
    support_phone: '+31 20 000 0000',
    cdn_prefix: '',
  },
  company: { name: 'Co', address: 'Street 1', kvk: '123', city: 'Amsterdam', country: 'NL', tradenames: ['A', 'B'], vat_numbers: ['NL1'], support_phone: '+31', delete_discount: 20 },
} as unknown as StaffSiteResponse;

describe('back-office pages', () => {
  it('knows its pages, fills parameters, and answers 404 paths as unknown', () => {
    expect(staffPath('site', { id: 7 })).toBe('/staff/sites/7');
    expect(isStaffPage('/staff/moderation/members/42')).toBe(true);
    expect(isStaffPage('/staff/sites/3/more')).toBe(false);
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
  });

  it('follows only back-office addresses after sign-in', () => {
    expect(safeNext('/staff/audit?x=1')).toBe('/staff/audit?x=1');
    expect(safeNext('https://evil.example/staff')).toBe('/staff');
    expect(safeNext('//evil.example')).toBe('/staff');
    expect(safeNext('/members')).toBe('/staff');
    expect(safeNext(null)).toBe('/staff');
  });

  it('keeps complaint and report ids apart on one screen', () => {
    expect(caseOf(caseKey('complaint', 5))).toEqual({ kind: 'complaint', id: 5 });
    expect(caseOf(caseKey('report', 5))).toEqual({ kind: 'report', id: 5 });
    expect(caseKey('complaint', 5)).not.toBe(caseKey('report', 5));
  });

  it('sends only the audit filters that are set', () => {
    expect(auditQuery({ staffId: '', action: 'photo.approve', targetType: '', targetId: ' 12 ', siteId: '3', from: '', to: '' })).toEqual({
      staff_id: undefined,
      action: 'photo.approve',
      target_type: undefined,
      target_id: '12',
      site_id: '3',
      from: undefined,
      to: undefined,
    });
  });
});

describe('the site editor form', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const values = siteFormValues(site);
    expect(siteUpdate(values, values)).toEqual({ update: {}, errors: {} });
    const changed = { ...values, message_credits: '3', fictional_plural: { ...values.fictional_plural, nl: 'gastvrouwen' }, company: { ...values.company, city: 'Utrecht' } };
    expect(siteUpdate(changed, values)).toEqual({
      update: { message_credits: 3, fictional_plural: { en: 'hosts', nl: 'gastvrouwen' }, company: { city: 'Utrecht' } },
      errors: {},
    });
  });

  it('shows the member pool and sends it only when it changes (issue 16)', () => {
    const values = siteFormValues(site);
    expect(values.member_pool).toBe('network');
    expect(siteUpdate({ ...values, member_pool: 'site' }, values)).toEqual({ update: { member_pool: 'site' }, errors: {} });
  });

  it('parses lists and money, and refuses numbers that are not whole', () => {
    const values = siteFormValues(site);
    const typed = { ...values, countries: 'nl, be,\nde', minimum_message_costs: [{ country: 'de', costs: '0,75', currency: 'eur' }], refund_days: '1.5' };
    const parsed = siteUpdate(typed, values);
    expect(parsed.errors).toEqual({ refund_days: 'invalid_value' });
    expect(parsed.update.countries).toEqual(['NL', 'BE', 'DE']);
    expect(parsed.update.minimum_message_costs).toEqual({ DE: { costs: 0.75, currency: 'EUR' } });
  });

  it('maps API field paths onto form fields', () => {
    expect(formField('company.name')).toBe('company.name');
    expect(formField('minimum_message_costs.NL.costs')).toBe('minimum_message_costs');
  });

  it('keeps a package’s prices in other currencies when one is edited', () => {
    const pack = { id: 1, kind: 'credits', credits: 100, bonus_credits: 10, discount_percentage: 0, popular: false, one_time: false, position: 1, active: true, prices: [{ currency: 'GBP', amount_minor: 900 }, { currency: 'EUR', amount_minor: 999 }] } as StaffPackage;
    const row = packageRow(pack);
    expect(row).toMatchObject({ priceMinor: 999, currency: 'EUR', bonusCredits: 10 });
    const { id: _id, ...values } = row;
    expect(packageBody({ ...values, priceMinor: 1099 }, pack).prices).toEqual([{ currency: 'EUR', amount_minor: 1099 }, { currency: 'GBP', amount_minor: 900 }]);
  });

  it('turns a discount code’s last day into the end of that day, and no methods into every method', () => {
    const code = { id: 2, code: 'SPRING', kind: 'standard', country: null, currency: null, value_percentage: 10, minimum_order_value_minor: null, expires: '2026-12-31T23:59:59.000Z', status: 'active', validity: 'multi', paymentmethods: null, user_id: null, created_at: '' } as StaffDiscountCode;
    const row = discountCodeRow(code);
    expect(row.expires).toBe('2026-12-31');
    const { id: _id, ...values } = row;
    expect(discountCodeBody(values, code)).toMatchObject({ expires: '2026-12-31T23:59:59Z', paymentmethods: null, validity: 'multi' });
  });
});
