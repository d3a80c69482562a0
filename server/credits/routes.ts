import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import type { AutomaticDiscount } from '../../contract/credits';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import type { PaymentsSetup } from '../payments/mode';
import { offeredMethods } from '../payments/service';
import { countryOf } from '../payments/payer';
import { requireUser, viewerOf } from '../sessions/plugin';
import { costsFor, signupCreditsFor } from './actionCosts';
import { currencyForCountry } from './currency';
import {
  claimRetentionCode,
  discountCodeAnswer,
  discountRefusal,
  redemptionState,
  refusalError,
  selectCode,
  selectCodeOfKind,
  seedDiscountCodes,
  usedWelcomeCodes,
} from './discounts';
import { packageAnswer, seedPackages, selectPricedPackages, withOnePopular } from './packages';
import { creditsDb } from './tables';
import { isTimeBonusActive, timeBonusEndsAt, timeBonusState, welcomeOffer, type BonusUser } from './timeBonus';

export interface CreditsRoutesOptions {
  readonly trustProxy: boolean;
  /** Which provider takes payments: the methods it takes and the checkout mode the pages show (test mode, unavailable). */
  readonly payments: PaymentsSetup;
}

function bonusUserOf(request: FastifyRequest): BonusUser | null {
  const user = request.viewer?.user;
  return user ? { created_at: user.created_at, paid_user: user.paid_user === 1 } : null;
}

/** Packages and prices, pricing, the time bonus and discount-code look-ups (issue 5). */
export async function creditsRoutes(app: FastifyInstance, options: CreditsRoutesOptions): Promise<void> {
  const db = creditsDb(app.db);
  // Sites are seeded before this runs (sites plugin); give each the default packages and codes it lacks.
  const seeded = await seedPackages(db);
  if (seeded > 0) app.log.info({ sites: seeded }, 'credit packages created');
  await seedDiscountCodes(db);

  registerEndpoint(app, ENDPOINTS.packages, async ({ query, request }) => {
    const country = await countryOf(db, request, options.trustProxy);
    const currency = currencyForCountry(country);
    const user = bonusUserOf(request);
    const now = app.clock();
    let automatic: AutomaticDiscount | null = null;
    if (user && request.viewer && isTimeBonusActive(user, now)) {
      const used = await usedWelcomeCodes(db, request.site.id, request.viewer.userId);
      const code = used.timeBonus ? undefined : await selectCodeOfKind(db, request.site.id, 'time_bonus');
      if (code) automatic = { code: code.code, value_percentage: code.value_percentage, ends_at: timeBonusEndsAt(user.created_at).toISOString() };
    }
    const packages = await selectPricedPackages(db, request.site.id, currency, query.kind);
    return {
      country,
      currency,
      payment_methods: offeredMethods(options.payments, country),
      automatic_discount: automatic,
      packages: withOnePopular(packages.map((pkg) => packageAnswer(pkg, automatic?.value_percentage ?? null))),
      checkout: options.payments.checkout,
    };
  });

  registerEndpoint(app, ENDPOINTS.pricing, async ({ request }) => {
    const settings = request.site.settings;
    const country = await countryOf(db, request, options.trustProxy);
    // The same costs the chat charges (server/credits/actionCosts.ts), for the member's or visitor's country.
    const [costs, signupCredits] = await Promise.all([costsFor(db, request.site, country), signupCreditsFor(db, request.site)]);
    return {
      message_credits: costs.text,
      photo_credits: costs.photo,
      gift_credits: costs.gift,
      signup_credits: signupCredits,
      minimum_message_costs: settings.minimum_message_costs,
      country,
      minimum_message_cost: settings.minimum_message_costs[country] ?? null,
      refund_days: settings.refund_days,
    };
  });

  registerEndpoint(app, ENDPOINTS.retentionDiscount, async ({ request }) => {
    const userId = viewerOf(request).userId;
    const now = app.clock();
    const code = await claimRetentionCode(db, request.site.id, userId, request.site.company?.delete_discount ?? 0, now);
    return { discount_code: discountCodeAnswer(code, bonusUserOf(request), now) };
  }, { preHandler: requireUser, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } });

  registerEndpoint(app, ENDPOINTS.timeBonus, async ({ request }) => ({ time_bonus: timeBonusState(bonusUserOf(request), app.clock()) }));

  registerEndpoint(
    app,
    ENDPOINTS.discountCode,
    async ({ query, request }) => {
      const now = app.clock();
      const user = bonusUserOf(request);
      const userId = request.viewer?.userId ?? null;
      const notFound = () => refusalError('not_found', null, 'code', request.language);

      if (query.welcome === 'true' || query.welcome === '1') {
        // No welcome discount (a visitor, a paid member, the window over, the code used) is an answer: null.
        if (userId === null) return { discount_code: null };
        const offer = welcomeOffer(user, now, await usedWelcomeCodes(db, request.site.id, userId));
        const code = offer ? await selectCodeOfKind(db, request.site.id, offer) : undefined;
        return { discount_code: code ? discountCodeAnswer(code, user, now) : null };
      }

      if (!query.code) throw new HttpError('validation_failed', { fields: { code: { code: 'required' } } });
      const code = await selectCode(db, request.site.id, query.code);
      if (!code) throw notFound();
      const country = await countryOf(db, request, options.trustProxy);
      const state = userId === null ? { redeemed: false } : await redemptionState(db, userId, code.id, now);
      const refusal = discountRefusal(code, { userId, user, country, currency: currencyForCountry(country), now }, { redeemed: state.redeemed, heldByOpenPayment: false });
      // A look-up answers the code with its rules (and `expired`); only unknown and used codes are refused here.
      // Every rule is enforced again, atomically, when a payment uses the code.
      if (refusal === 'not_found' || refusal === 'used') throw refusalError(refusal, code, 'code', request.language);
      return { discount_code: discountCodeAnswer(code, user, now) };
    },
    // Codes are guessable strings: keep guessing slow.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
}
