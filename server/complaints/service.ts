import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  COMPLAINT_LIMITS,
  complaintFieldErrors,
  normalizedComplaint,
  type ComplaintRequest,
} from '../../contract/complaints';
import type { Language } from '../../contract/constants';
import { isUniqueViolation } from '../accounts/db-errors';
import type { RateLimiter } from '../accounts/rate-events';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import type { Mailer, MailRequest } from '../mail/types';
import type { SiteRecord } from '../sites/service';
import { insertComplaint, type NewComplaint } from './queries';

export interface ComplaintDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
}

export interface ComplaintContext {
  readonly site: SiteRecord;
  /** The request's language: the confirmation mail's language. */
  readonly language: Language;
  /** The logged-in sender's account, if any. */
  readonly userId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SEC-6: confirmation mails per address per site and day; counted in the database, so it holds across instances. */
export const COMPLAINT_ADDRESS_RULE = { limit: COMPLAINT_LIMITS.perAddressPerDay, windowMs: DAY_MS } as const;

/** No 0/O, 1/I: a reference read out on the phone or typed from a mail cannot be misread. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random reference such as `K7Q4-M2XD` (40 bits): it says nothing about how many complaints a site gets. */
export function newComplaintReference(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A mailbox the mailer accepts (one address, nothing else); the site's support address may be unset. */
function isMailbox(address: string): boolean {
  return /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/.test(address);
}

async function sendQuietly(deps: ComplaintDeps, request: MailRequest): Promise<void> {
  try {
    await deps.mailer.send(request);
  } catch (error) {
    // The complaint is stored; a mail that could not be queued is logged for support, not answered as a failure.
    deps.log.error({ err: error, template: request.template, site: request.site.id }, 'complaint mail could not be sent');
  }
}

/** Stores the complaint under a new random reference, drawing again if one is taken (about one in a trillion). */
async function storeWithFreshReference(deps: ComplaintDeps, complaint: Omit<NewComplaint, 'reference'>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const reference = newComplaintReference();
    try {
      await insertComplaint(deps.db, { ...complaint, reference });
      return reference;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * POST /api/complaint.php: checks the complaint with the contract rules (400 validation_failed), counts it against the
 * sender address's daily limit (429 complaints_too_many; nothing stored, nothing mailed), stores it under a fresh
 * reference, then mails the sender a confirmation and the site's support address the complaint.
 */
export async function submitComplaint(deps: ComplaintDeps, ctx: ComplaintContext, input: ComplaintRequest): Promise<{ reference: string }> {
  const fields = complaintFieldErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });
  const complaint = normalizedComplaint(input);
  const now = deps.now();

  const allowed = await deps.limiter.hit(`complaint:address:${ctx.site.id}:${complaint.email}`, COMPLAINT_ADDRESS_RULE, now);
  if (!allowed.allowed) throw new HttpError('complaints_too_many');

  const reference = await storeWithFreshReference(deps, {
    siteId: ctx.site.id,
    userId: ctx.userId,
    name: complaint.name,
    email: complaint.email,
    category: complaint.category,
    subject: complaint.subject ?? null,
    message: complaint.message,
    language: ctx.language,
    createdAt: now.toISOString(),
  });

  await sendQuietly(deps, {
    to: complaint.email,
    language: ctx.language,
    site: ctx.site,
    template: 'complaint_received',
    params: { reference, days: COMPLAINT_LIMITS.answerWorkingDays },
  });
  const support = ctx.site.settings.support_email.trim();
  if (isMailbox(support)) {
    await sendQuietly(deps, {
      to: support,
      language: ctx.site.settings.domain_language,
      site: ctx.site,
      template: 'complaint_notice',
      params: {
        reference,
        name: complaint.name,
        email: complaint.email,
        category: complaint.category,
        subject: complaint.subject ?? '–',
        message: complaint.message,
      },
    });
  }
  return { reference };
}
