import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { STAFF_ENDPOINTS, type StaffEndpointDef } from '../../contract/staff';
import { RateLimiter } from '../accounts/rate-events';
import { HttpError } from '../errors/http-error';
import { parseInput } from '../errors/validation';
import { ResponseContractError } from '../http/endpoint';
import type { SeedMode } from '../config';
import { getOrCreateSecret } from '../secrets/service';
import { createStaffAccount, listStaffAccounts, resetStaffTotp, updateStaffAccount } from './accounts';
import { readAuditLog } from './audit-log';
import { staffMeOf, type StaffDeps } from './context';
import { requireStaff, staffOf } from './guard';
import { confirmTotpEnrolment, staffLogin, staffLogout, startTotpEnrolment } from './login';
import { changeStaffPassword } from './password';
import { selectStaffById } from './queries';
import { SecretBox } from './secret-box';
import { seedStaffOnStart } from './seed';
import { clearStaffCookie, setStaffCookie, staffTokenOf } from './sessions';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

interface StaffEndpointContext<E extends StaffEndpointDef> {
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** registerEndpoint of server/http/endpoint.ts, with PATCH: input parsed by the contract, the answer checked by it. */
function staffEndpoint<E extends StaffEndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: StaffEndpointContext<E>) => Promise<z.input<E['response']>>,
  options: RouteShorthandOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const query = (endpoint.query ? parseInput(endpoint.query, request.query ?? {}) : undefined) as Output<E['query']>;
      const body = (endpoint.body ? parseInput(endpoint.body, request.body ?? {}) : undefined) as Output<E['body']>;
      const answer = await handler({ query, body, request, reply });
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new HttpError('internal', {
          cause: new ResponseContractError(`${endpoint.method} ${endpoint.path}: ${JSON.stringify(checked.error.issues)}`),
        });
      }
      return checked.data;
    },
  });
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

function idOf(request: FastifyRequest): number {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new HttpError('not_found');
  return parsed.data.id;
}

export interface StaffRoutesOptions {
  /** Seed one staff account per role on a first start (demo content, not in tests). */
  readonly seed: SeedMode | false;
  readonly port: number;
  /** Where the seeded accounts' initial passwords go when stdout is not a terminal (SEC-26). */
  readonly passwordsFile: string;
}

/** The back office's own calls (issue 8): staff sign-in with TOTP, staff accounts and the audit log. */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions): Promise<void> {
  const deps: StaffDeps = {
    db: app.db,
    limiter: new RateLimiter(app.db, app.dbDialect),
    box: new SecretBox(await getOrCreateSecret(app.db, 'staff_totp_key')),
    now: () => app.clock(),
  };
  if (options.seed === 'demo') await seedStaffOnStart(app, { port: options.port, passwordsFile: options.passwordsFile });

  const admin = { preHandler: requireStaff('admin') };

  staffEndpoint(app, STAFF_ENDPOINTS.staffLogin, async ({ body, request, reply }) => {
    const { staff, session, enrolmentRequired, passwordChangeRequired } = await staffLogin(deps, request, body, staffTokenOf(request));
    setStaffCookie(request, reply, session.token);
    return { staff, enrolment_required: enrolmentRequired, password_change_required: passwordChangeRequired };
  });

  // SEC-26: also answers a session that may do nothing else (a handed-out password).
  staffEndpoint(app, STAFF_ENDPOINTS.staffPasswordChange, async ({ body, request }) => changeStaffPassword(deps, request, body));

  staffEndpoint(app, STAFF_ENDPOINTS.staffLogout, async ({ request, reply }) => {
    await staffLogout(deps, request, staffTokenOf(request));
    clearStaffCookie(request, reply);
    return { ok: true as const };
  });

  staffEndpoint(
    app,
    STAFF_ENDPOINTS.staffMe,
    async ({ request }) => {
      const account = await selectStaffById(app.db, staffOf(request).id);
      if (!account) throw new HttpError('staff_authentication_required');
      return staffMeOf(app.db, account);
    },
    { preHandler: requireStaff() },
  );

  // The enrolment routes also answer an enrolment-only session (that is what it is for).
  staffEndpoint(app, STAFF_ENDPOINTS.staffTotpEnrol, async ({ request }) => startTotpEnrolment(deps, request));
  staffEndpoint(app, STAFF_ENDPOINTS.staffTotpConfirm, async ({ body, request }) => confirmTotpEnrolment(deps, request, body.code));

  staffEndpoint(app, STAFF_ENDPOINTS.staffAccounts, async () => ({ accounts: await listStaffAccounts(deps) }), admin);
  staffEndpoint(app, STAFF_ENDPOINTS.staffAccountCreate, async ({ body, request }) => createStaffAccount(deps, request, body), admin);
  staffEndpoint(
    app,
    STAFF_ENDPOINTS.staffAccountUpdate,
    async ({ body, request }) => ({ account: await updateStaffAccount(deps, request, idOf(request), body) }),
    admin,
  );
  staffEndpoint(
    app,
    STAFF_ENDPOINTS.staffAccountResetTotp,
    async ({ request }) => ({ account: await resetStaffTotp(deps, request, idOf(request)) }),
    admin,
  );
  staffEndpoint(app, STAFF_ENDPOINTS.staffAudit, async ({ query }) => readAuditLog(deps, query), admin);
}
