import type { FastifyInstance } from 'fastify';
import { BACKOFFICE_ENDPOINTS } from '../../contract/backoffice';
import { registerStaffEndpoint } from '../backoffice/endpoint';
import { appChatDeps } from '../chat/app-deps';
import { requireStaff, staffOf } from '../staff/guard';
import {
  claimConversation,
  operatorConversation,
  operatorInbox,
  operatorReply,
  releaseConversation,
  type OperatorDeps,
} from './service';

/**
 * Operators of fictional profiles (issue 8, part 4) under `/api/staff/operators`, for the operator and admin roles.
 * Registered after the chat area's dependencies (`app.media`, `app.realtime`, `app.notifications`) and the staff plugin.
 */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const deps: OperatorDeps = {
    db: app.db,
    sites: app.sites,
    now: () => app.clock(),
    chat: appChatDeps(app),
  };
  const operators = { preHandler: requireStaff('operator', 'admin') };
  const E = BACKOFFICE_ENDPOINTS;

  registerStaffEndpoint(app, E.operatorInbox, async ({ query, request }) => operatorInbox(deps, staffOf(request), query), operators);
  registerStaffEndpoint(app, E.operatorClaim, async ({ ids, request }) => claimConversation(deps, request, staffOf(request), ids.id), operators);
  registerStaffEndpoint(app, E.operatorRelease, async ({ ids, request }) => releaseConversation(deps, request, staffOf(request), ids.id), operators);
  registerStaffEndpoint(
    app,
    E.operatorConversation,
    async ({ ids, query, request }) => operatorConversation(deps, request, staffOf(request), ids.id, query.before),
    operators,
  );
  registerStaffEndpoint(app, E.operatorReply, async ({ ids, body, request }) => operatorReply(deps, request, staffOf(request), ids.id, body), operators);
}
