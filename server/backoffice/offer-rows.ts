import { z } from 'zod';
import {
  staffDiscountCodeSchema,
  type DiscountCodeCreate,
  type DiscountCodeUpdate,
  type StaffDiscountCode,
  type StaffPackage,
} from '../../contract/backoffice';
import { paymentMethodSchema } from '../../contract/credits';
import type { FieldError } from '../../contract/errors';
import type { CreditPackageRow, DiscountCodeRow } from '../credits/tables';
import type { PackageWithPrices } from './queries';

/** Pure mapping of credit packages and discount codes between their tables and the back office's contract. */

export function staffPackageFrom({ row, prices }: PackageWithPrices): StaffPackage {
  return {
    id: row.id,
    kind: row.kind,
    credits: row.credits,
    bonus_credits: row.bonus_credits,
    discount_percentage: row.discount_percentage,
    popular: row.popular === 1,
    one_time: row.one_time === 1,
    position: row.position,
    active: row.active === 1,
    prices: prices as StaffPackage['prices'],
  };
}

/** The credit_packages columns of package fields (booleans 0/1; prices live in their own table). */
export function packageColumns(fields: Partial<Omit<StaffPackage, 'id' | 'prices'>>): Partial<Pick<CreditPackageRow, 'credits' | 'bonus_credits' | 'discount_percentage' | 'popular' | 'one_time' | 'position' | 'active' | 'kind'>> {
  const columns: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    columns[key] = typeof value === 'boolean' ? (value ? 1 : 0) : (value as number | string);
  }
  return columns;
}

const methodList = z.array(paymentMethodSchema);

function parsedMethods(json: string | null): StaffDiscountCode['paymentmethods'] {
  if (json === null) return null;
  try {
    return methodList.parse(JSON.parse(json));
  } catch {
    return null;
  }
}

export function staffDiscountCodeFrom(row: DiscountCodeRow): StaffDiscountCode {
  return staffDiscountCodeSchema.parse({
    id: row.id,
    code: row.code,
    kind: row.kind,
    country: row.country,
    currency: row.currency,
    value_percentage: row.value_percentage,
    minimum_order_value_minor: row.minimum_order_value_minor,
    expires: row.expires,
    status: row.status,
    validity: row.validity,
    paymentmethods: parsedMethods(row.paymentmethods),
    user_id: row.user_id,
    created_at: row.created_at,
  });
}

type DiscountFields = Omit<DiscountCodeCreate, 'code'>;

/** The discount_codes columns of code fields: expiry as UTC ISO text, methods as JSON (null: every method). */
export function discountColumns(fields: Partial<DiscountFields>): Partial<Omit<DiscountCodeRow, 'id' | 'site_id' | 'code' | 'created_at'>> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === 'expires') columns[key] = value === null ? null : new Date(value as string).toISOString();
    else if (key === 'paymentmethods') columns[key] = value === null ? null : JSON.stringify(value);
    else columns[key] = value;
  }
  return columns;
}

/** The contract view of a PATCH's fields, expiry normalised like the stored value (so an unchanged expiry is no change). */
export function discountPatchView(patch: DiscountCodeUpdate): Partial<StaffDiscountCode> {
  const view: Record<string, unknown> = { ...patch };
  if (typeof patch.expires === 'string') view.expires = new Date(patch.expires).toISOString();
  for (const key of Object.keys(view)) if (view[key] === undefined) delete view[key];
  return view as Partial<StaffDiscountCode>;
}

/** Rules across a code's fields, on the code as it would be after the change. */
export function discountFieldErrors(code: Pick<StaffDiscountCode, 'minimum_order_value_minor' | 'currency'>): Record<string, FieldError> | null {
  if (code.minimum_order_value_minor !== null && code.currency === null) return { currency: { code: 'minimum_needs_currency' } };
  return null;
}
