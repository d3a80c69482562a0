import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ADMIN_ONLY_SITE_FIELDS,
  type CompanyUpdate,
  type DiscountCodeCreate,
  type DiscountCodeUpdate,
  type PackageCreate,
  type PackageUpdate,
  type SiteCreate,
  type SiteUpdate,
  type StaffDiscountCode,
  type StaffPackage,
  type StaffSite,
  type StaffSiteResponse,
  type StaffSitesResponse,
} from '../../contract/backoffice';
import { isUniqueViolation } from '../accounts/db-errors';
import { creditsDb } from '../credits/tables';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { companyInfoFromRow } from '../sites/service';
import type { SiteDirectory } from '../sites/service';
import { selectDefaultSite } from '../sites/queries';
import { writeAudit } from '../staff/audit';
import { staffMaySeeSite, type StaffContext } from '../staff/guard';
import {
  discountColumns,
  discountFieldErrors,
  discountPatchView,
  packageColumns,
  staffDiscountCodeFrom,
  staffPackageFrom,
} from './offer-rows';
import {
  copySiteOffers,
  discountCodeWasUsed,
  insertSite,
  lockSite,
  nextPackagePosition,
  packageWasOrdered,
  replacePackagePrices,
  selectCompany,
  selectCompanyIdByName,
  selectCompanySiteIds,
  selectDiscountCodes,
  selectPackages,
  selectSite,
  selectSiteIdByDomain,
  selectSiteList,
} from './queries';
import type { SiteCacheBus } from './site-cache-bus';
import {
  changedFields,
  companyColumns,
  invalidationScope,
  newSiteRow,
  siteColumns,
  siteFieldErrors,
  siteFieldsOf,
  parsedLanguages,
  staffCompanyFromRow,
  staffSiteFromRow,
} from './site-rows';

/**
 * The white-label sites editor (issue 8, part 3). Every change runs in one transaction with its audit row (before and
 * after), and after the commit drops the cached site on this instance and, through Redis, on the others, so the next
 * `/api/settings.php` and HTML answer carry it. Authorisation: the routes let admins and partners in; here a partner
 * meets only its own sites — any other id is 404, exactly like a missing site, so ids do not leak.
 */

export interface SitesEditorDeps {
  readonly db: Kysely<Database>;
  readonly sites: SiteDirectory;
  /** Null without Redis: other instances then see changes when their cache entries expire. */
  readonly bus: () => SiteCacheBus | null;
  readonly now: () => Date;
}

function invalidate(deps: SitesEditorDeps, scope: number | 'all'): void {
  deps.sites.invalidate(scope === 'all' ? undefined : scope);
  deps.bus()?.publish(scope);
}

function assertMaySee(staff: StaffContext, siteId: number): void {
  if (!staffMaySeeSite(staff, siteId)) throw new HttpError('not_found');
}

function validation(fields: Record<string, { code: string; params?: Record<string, string | number> }>): HttpError {
  return new HttpError('validation_failed', { fields });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

export async function listSites(deps: SitesEditorDeps, staff: StaffContext): Promise<StaffSitesResponse> {
  const rows = await selectSiteList(deps.db, staff.siteIds);
  return {
    sites: rows.map((row) => ({
      id: row.id,
      domain: row.domain,
      name: row.name,
      niche: row.niche,
      domain_language: row.domain_language as StaffSite['domain_language'],
      languages: parsedLanguages(row.languages),
      active: row.active === 1,
    })),
  };
}

async function siteAnswer(db: Kysely<Database> | Transaction<Database>, siteId: number): Promise<StaffSiteResponse> {
  const row = await selectSite(db, siteId);
  if (!row) throw new HttpError('not_found');
  const credits = creditsDb(db as Kysely<Database>);
  const [company, companySites, packages, codes] = await Promise.all([
    selectCompany(db, row.company_id),
    selectCompanySiteIds(db, row.company_id),
    selectPackages(credits, siteId),
    selectDiscountCodes(credits, siteId),
  ]);
  if (!company) throw new Error(`site ${siteId} names a missing company ${row.company_id}`);
  return {
    site: staffSiteFromRow(row),
    company: staffCompanyFromRow(company, companySites.length),
    packages: packages.map(staffPackageFrom),
    discount_codes: codes.map(staffDiscountCodeFrom),
  };
}

export async function getSite(deps: SitesEditorDeps, staff: StaffContext, siteId: number): Promise<StaffSiteResponse> {
  assertMaySee(staff, siteId);
  return siteAnswer(deps.db, siteId);
}

// ---------------------------------------------------------------------------------------------------------------
// Creating and changing a site
// ---------------------------------------------------------------------------------------------------------------

/** POST /api/staff/sites (admin): a new site from a template, with the template's packages and public codes. */
export async function createSite(deps: SitesEditorDeps, request: FastifyRequest, input: SiteCreate): Promise<StaffSiteResponse> {
  const template = input.template_site_id !== undefined ? await selectSite(deps.db, input.template_site_id) : await selectDefaultSite(deps.db);
  if (!template) throw validation({ template_site_id: { code: 'invalid_value' } });
  const now = deps.now().toISOString();
  let siteId: number;
  try {
    siteId = await deps.db.transaction().execute(async (trx) => {
      if ((await selectSiteIdByDomain(trx, input.domain)) !== undefined) throw new HttpError('site_domain_taken');
      const row = await insertSite(trx, newSiteRow(template, input, now));
      await copySiteOffers(creditsDb(trx), template.id, row.id, now);
      await writeAudit(trx, request, {
        action: 'site.create',
        targetType: 'site',
        targetId: row.id,
        siteId: row.id,
        after: { ...staffSiteFromRow(row), template_site_id: template.id },
      });
      return row.id;
    });
  } catch (error) {
    // Two admins creating the same domain at once: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError('site_domain_taken');
    throw error;
  }
  // A host that resolved to the default site before may be this site's now.
  invalidate(deps, 'all');
  return siteAnswer(deps.db, siteId);
}

type CompanyFields = Required<CompanyUpdate>;

function companyFieldsOf(row: NonNullable<Awaited<ReturnType<typeof selectCompany>>>): CompanyFields {
  const { added: _added, ...fields } = companyInfoFromRow(row);
  return fields;
}

/**
 * PATCH /api/staff/sites/:id: any subset of the site's fields and its company's. Bad input changes nothing (400 with
 * field errors); a partner may change neither `domain` nor `company_id` (403), nor a company that also runs sites it
 * does not own (403: the edit would reach them). Unchanged values are no change: a PATCH that changes nothing writes
 * no audit row.
 */
export async function updateSite(deps: SitesEditorDeps, request: FastifyRequest, staff: StaffContext, siteId: number, patch: SiteUpdate): Promise<StaffSiteResponse> {
  assertMaySee(staff, siteId);
  if (staff.role !== 'admin' && ADMIN_ONLY_SITE_FIELDS.some((field) => patch[field] !== undefined)) throw new HttpError('staff_forbidden');
  const stamp = deps.now().toISOString();

  let outcome: { scope: number | 'all' } | null;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      const row = await lockSite(trx, siteId);
      if (!row) throw new HttpError('not_found');
      const current = staffSiteFromRow(row);
      const site = changedFields(current, siteFieldsOf(patch));
      const errors = siteFieldErrors({ ...current, ...site.after });
      if (errors) throw validation(errors);
      if (site.after.domain !== undefined) {
        const holder = await selectSiteIdByDomain(trx, site.after.domain);
        if (holder !== undefined && holder !== siteId) throw new HttpError('site_domain_taken');
      }
      const companyId = site.after.company_id ?? row.company_id;
      const companyRow = await selectCompany(trx, companyId);
      if (!companyRow) throw validation({ company_id: { code: 'invalid_value' } });

      let company: { before: Partial<CompanyFields>; after: Partial<CompanyFields> } | null = null;
      if (patch.company) {
        company = changedFields(companyFieldsOf(companyRow), patch.company);
        if (Object.keys(company.after).length === 0) company = null;
      }
      if (company) {
        if (staff.siteIds !== null) {
          const reached = await selectCompanySiteIds(trx, companyId);
          if (reached.some((id) => !staffMaySeeSite(staff, id))) throw new HttpError('staff_forbidden');
        }
        if (company.after.name !== undefined) {
          const holder = await selectCompanyIdByName(trx, company.after.name);
          if (holder !== undefined && holder !== companyId) throw validation({ 'company.name': { code: 'value_taken' } });
        }
      }
      const siteChanged = Object.keys(site.after);
      if (siteChanged.length === 0 && !company) return null;

      if (siteChanged.length > 0) {
        await trx.updateTable('sites').set({ ...siteColumns(site.after), updated_at: stamp }).where('id', '=', siteId).execute();
      }
      if (company) {
        await trx.updateTable('companies').set({ ...companyColumns(company.after), updated_at: stamp }).where('id', '=', companyId).execute();
      }
      await writeAudit(trx, request, {
        action: 'site.update',
        targetType: 'site',
        targetId: siteId,
        siteId,
        before: { ...site.before, ...(company ? { company: { id: companyId, ...company.before } } : {}) },
        after: { ...site.after, ...(company ? { company: { id: companyId, ...company.after } } : {}) },
      });
      return { scope: invalidationScope(siteId, siteChanged, company !== null) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw patch.domain !== undefined ? new HttpError('site_domain_taken') : validation({ 'company.name': { code: 'value_taken' } });
    }
    throw error;
  }
  if (outcome) invalidate(deps, outcome.scope);
  return siteAnswer(deps.db, siteId);
}

// ---------------------------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------------------------

async function existingSite(trx: Transaction<Database>, siteId: number): Promise<void> {
  if (!(await lockSite(trx, siteId))) throw new HttpError('not_found');
}

const positionTaken = () => validation({ position: { code: 'value_taken' } });

export async function createPackage(deps: SitesEditorDeps, request: FastifyRequest, staff: StaffContext, siteId: number, input: PackageCreate): Promise<StaffPackage> {
  assertMaySee(staff, siteId);
  const stamp = deps.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await existingSite(trx, siteId);
      const credits = creditsDb(trx);
      const position = input.position ?? (await nextPackagePosition(credits, siteId, input.kind));
      const taken = await credits
        .selectFrom('credit_packages')
        .select('id')
        .where('site_id', '=', siteId)
        .where('kind', '=', input.kind)
        .where('position', '=', position)
        .executeTakeFirst();
      if (taken) throw positionTaken();
      const { prices, ...fields } = input;
      const inserted = await credits
        .insertInto('credit_packages')
        .values({ site_id: siteId, ...packageColumns({ ...fields, position }), kind: input.kind, credits: input.credits, position, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replacePackagePrices(credits, inserted.id, prices);
      const [created] = await selectPackages(credits, siteId, inserted.id);
      if (!created) throw new Error('package vanished right after it was created');
      const answer = staffPackageFrom(created);
      await writeAudit(trx, request, { action: 'package.create', targetType: 'package', targetId: answer.id, siteId, after: answer });
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw positionTaken();
    throw error;
  }
}

async function lockedPackage(trx: Transaction<Database>, siteId: number, packageId: number) {
  await existingSite(trx, siteId);
  const [found] = await selectPackages(creditsDb(trx), siteId, packageId);
  if (!found) throw new HttpError('not_found');
  return found;
}

export async function updatePackage(
  deps: SitesEditorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  siteId: number,
  packageId: number,
  patch: PackageUpdate,
): Promise<StaffPackage> {
  assertMaySee(staff, siteId);
  const stamp = deps.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const current = staffPackageFrom(await lockedPackage(trx, siteId, packageId));
      const sortedPatch = patch.prices ? { ...patch, prices: [...patch.prices].sort((a, b) => a.currency.localeCompare(b.currency)) } : patch;
      const change = changedFields(current, sortedPatch);
      if (Object.keys(change.after).length === 0) return current;
      const credits = creditsDb(trx);
      const { prices, ...fields } = change.after;
      if (Object.keys(fields).length > 0) {
        await credits.updateTable('credit_packages').set({ ...packageColumns(fields), updated_at: stamp }).where('id', '=', packageId).execute();
      }
      if (prices) await replacePackagePrices(credits, packageId, prices);
      const [updated] = await selectPackages(credits, siteId, packageId);
      if (!updated) throw new Error('package vanished during its update');
      await writeAudit(trx, request, { action: 'package.update', targetType: 'package', targetId: packageId, siteId, before: change.before, after: change.after });
      return staffPackageFrom(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw positionTaken();
    throw error;
  }
}

/** Removes a package; one that was ever ordered stays for its payments' records and is deactivated instead. */
export async function deletePackage(
  deps: SitesEditorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  siteId: number,
  packageId: number,
): Promise<{ id: number; deleted: boolean; deactivated: boolean }> {
  assertMaySee(staff, siteId);
  const stamp = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const current = staffPackageFrom(await lockedPackage(trx, siteId, packageId));
    const credits = creditsDb(trx);
    if (await packageWasOrdered(credits, packageId)) {
      await credits.updateTable('credit_packages').set({ active: 0, updated_at: stamp }).where('id', '=', packageId).execute();
      await writeAudit(trx, request, { action: 'package.deactivate', targetType: 'package', targetId: packageId, siteId, before: current, after: { ...current, active: false } });
      return { id: packageId, deleted: false, deactivated: true };
    }
    await credits.deleteFrom('credit_packages').where('id', '=', packageId).execute();
    await writeAudit(trx, request, { action: 'package.delete', targetType: 'package', targetId: packageId, siteId, before: current, after: null });
    return { id: packageId, deleted: true, deactivated: false };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Discount codes
// ---------------------------------------------------------------------------------------------------------------

const codeTaken = () => validation({ code: { code: 'value_taken' } });

async function checkPersonalCode(trx: Transaction<Database>, siteId: number, userId: number | null | undefined): Promise<void> {
  if (userId === null || userId === undefined) return;
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('site_id', '=', siteId).executeTakeFirst();
  if (!user) throw validation({ user_id: { code: 'invalid_value' } });
}

export async function createDiscountCode(
  deps: SitesEditorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  siteId: number,
  input: DiscountCodeCreate,
): Promise<StaffDiscountCode> {
  assertMaySee(staff, siteId);
  const stamp = deps.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await existingSite(trx, siteId);
      const credits = creditsDb(trx);
      const existing = await credits.selectFrom('discount_codes').select('id').where('site_id', '=', siteId).where('code', '=', input.code).executeTakeFirst();
      if (existing) throw codeTaken();
      await checkPersonalCode(trx, siteId, input.user_id);
      const { code, ...fields } = input;
      const row = await credits
        .insertInto('discount_codes')
        .values({
          site_id: siteId,
          code,
          value_percentage: input.value_percentage,
          validity: input.validity,
          country: null,
          currency: null,
          minimum_order_value_minor: null,
          expires: null,
          paymentmethods: null,
          user_id: null,
          ...discountColumns(fields),
          created_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const answer = staffDiscountCodeFrom(row);
      await writeAudit(trx, request, { action: 'discount_code.create', targetType: 'discount_code', targetId: row.id, siteId, after: answer });
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

async function lockedCode(trx: Transaction<Database>, siteId: number, codeId: number): Promise<StaffDiscountCode> {
  await existingSite(trx, siteId);
  const [row] = await selectDiscountCodes(creditsDb(trx), siteId, codeId);
  if (!row) throw new HttpError('not_found');
  return staffDiscountCodeFrom(row);
}

export async function updateDiscountCode(
  deps: SitesEditorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  siteId: number,
  codeId: number,
  patch: DiscountCodeUpdate,
): Promise<StaffDiscountCode> {
  assertMaySee(staff, siteId);
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockedCode(trx, siteId, codeId);
    const change = changedFields(current, discountPatchView(patch));
    const errors = discountFieldErrors({ ...current, ...change.after });
    if (errors) throw validation(errors);
    if (Object.keys(change.after).length === 0) return current;
    await checkPersonalCode(trx, siteId, change.after.user_id);
    const credits = creditsDb(trx);
    const row = await credits
      .updateTable('discount_codes')
      .set(discountColumns(change.after as Partial<DiscountCodeUpdate>))
      .where('id', '=', codeId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, { action: 'discount_code.update', targetType: 'discount_code', targetId: codeId, siteId, before: change.before, after: change.after });
    return staffDiscountCodeFrom(row);
  });
}

/** Removes a code; one that was used (or is held by an open payment) is deactivated instead, keeping its history. */
export async function deleteDiscountCode(
  deps: SitesEditorDeps,
  request: FastifyRequest,
  staff: StaffContext,
  siteId: number,
  codeId: number,
): Promise<{ id: number; deleted: boolean; deactivated: boolean }> {
  assertMaySee(staff, siteId);
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockedCode(trx, siteId, codeId);
    const credits = creditsDb(trx);
    if (await discountCodeWasUsed(credits, codeId)) {
      await credits.updateTable('discount_codes').set({ status: 'inactive' }).where('id', '=', codeId).execute();
      await writeAudit(trx, request, {
        action: 'discount_code.deactivate',
        targetType: 'discount_code',
        targetId: codeId,
        siteId,
        before: current,
        after: { ...current, status: 'inactive' },
      });
      return { id: codeId, deleted: false, deactivated: true };
    }
    await credits.deleteFrom('discount_codes').where('id', '=', codeId).execute();
    await writeAudit(trx, request, { action: 'discount_code.delete', targetType: 'discount_code', targetId: codeId, siteId, before: current, after: null });
    return { id: codeId, deleted: true, deactivated: false };
  });
}
