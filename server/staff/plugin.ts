import { sharedPlugin } from '../http/plugin';
import { hashToken } from '../sessions/tokens';
import { roleNeedsTotp } from '../../contract/staff';
import { selectStaffSessionByTokenHash, selectStaffSiteIds } from './queries';
import { staffTokenOf } from './sessions';
import './guard';

/**
 * Resolves `request.staff` (and `request.staffSession`) from the `staff.session` cookie: the token's SHA-256 is looked
 * up; the session must not be expired and its account must be active. A session whose role needs TOTP but that has
 * not passed it (enrolment-only) sets `staffSession` but leaves `staff` null, so `requireStaff` refuses it.
 * Registered right after the sessions plugin; member sessions never reach here.
 */
export const staffSessionsPlugin = sharedPlugin('staff-sessions', async (app) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/')) return;
    const token = staffTokenOf(request);
    if (!token) return;
    const found = await selectStaffSessionByTokenHash(app.db, hashToken(token));
    if (!found) return;
    const { session, account } = found;
    if (session.expires_at <= app.clock().toISOString()) return;
    if (account.status !== 'active') return;
    const totpPassed = session.totp_passed === 1 || (!roleNeedsTotp(account.role) && account.totp_enabled === 0);
    const passwordChangeRequired = account.must_change_password === 1;
    request.staffSession = { sessionId: session.id, staffId: account.id, totpPassed, passwordChangeRequired };
    if (!totpPassed || passwordChangeRequired) return;
    request.staff = {
      id: account.id,
      email: account.email,
      role: account.role,
      siteIds: account.role === 'partner' ? await selectStaffSiteIds(app.db, account.id) : null,
    };
  });
});
