import { appChatDeps } from './app-deps';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { CHAT_PHOTO_ROUTE_PREFIX, CHAT_PHOTO_VARIANTS, type SendMessageResponse } from '../../contract/chat';
import { ENDPOINTS } from '../../contract/api';
import { PHOTO_UPLOAD } from '../../contract/members';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { Messages } from '../i18n/messages';
import { isLanguage } from '../i18n/request-language';
import { touchActivity } from '../members/activity';
import { PhotoRejectedError } from '../media/pipeline';
import { requireUser, viewerOf } from '../sessions/plugin';
import { firstMessage, sendFirstMessage } from './first-message';
import { icebreakerLines } from './icebreakers';
import { mayViewChatPhoto, readChatPhotoUpload, storeChatPhoto } from './photos';
import { selectPhotoMessage } from './queries';
import {
  chatPricing,
  checkedText,
  deleteChat,
  findSent,
  listChats,
  openChat,
  readConversation,
  resolveTarget,
  sendMessage,
  typing,
  type ChatDeps,
  type SendResult,
} from './service';
import { chatDb } from './tables';

/** Per-member limits (SEC-23): generous for people, tight for scripts. */
export const CHAT_RATE_LIMITS = {
  send: { max: 120, timeWindow: '1 minute' },
  photo: { max: 60, timeWindow: '1 hour' },
  typing: { max: 60, timeWindow: '1 minute' },
  read: { max: 240, timeWindow: '1 minute' },
} as const;

function perMember(name: string, limit: { max: number; timeWindow: string }): RouteShorthandOptions {
  return {
    preHandler: requireUser,
    config: { rateLimit: { ...limit, keyGenerator: (request: FastifyRequest) => (request.viewer ? `chat-${name}:${request.viewer.userId}` : request.ip) } },
  };
}

/** The contract answer of a send (without the service's `created` flag). */
function sendAnswer(result: SendResult): SendMessageResponse {
  return { message: result.message, cost: result.cost, credits: result.credits };
}

function photoFieldError(code: string, params?: Record<string, number>): HttpError {
  return new HttpError('validation_failed', { fields: { photo: params ? { code, params } : { code } } });
}

async function sendPhoto(deps: ChatDeps, request: FastifyRequest): Promise<SendMessageResponse> {
  const viewer = viewerOf(request);
  const upload = await readChatPhotoUpload(request);
  // A retry answers the stored message before the photo is processed again.
  const earlier = await findSent(deps, viewer.userId, upload.idempotencyKey);
  if (earlier) return sendAnswer(earlier);
  const target = await resolveTarget(deps, viewer.userId, { conversation_id: upload.conversationId, member_id: upload.memberId });
  let stored;
  try {
    stored = await storeChatPhoto(deps.store, upload.data);
  } catch (error) {
    if (error instanceof PhotoRejectedError) {
      request.log.info({ reason: error.code }, 'chat photo refused');
      throw photoFieldError(error.code, error.code === 'photo_too_many_pixels' ? { count: PHOTO_UPLOAD.maxMegapixels } : undefined);
    }
    throw error;
  }
  try {
    const result = await sendMessage(deps, {
      viewerId: viewer.userId,
      site: request.site,
      target,
      content: { kind: 'photo', photoKey: stored.key, width: stored.width, height: stored.height },
      clientKey: upload.idempotencyKey,
    });
    // A concurrent retry stored its own photo first: this copy is not referenced.
    if (!result.created) await deps.store.remove(stored.key);
    return sendAnswer(result);
  } catch (error) {
    await deps.store.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * The chat area (issue 6): chats, conversations, paid messages (text, gift, photo), read state, typing (HTTP and
 * socket), removal, icebreakers and the access-checked chat photos. Registered by server/app.ts after the members
 * area (it uses `app.media`) and the realtime plugin (`app.realtime`).
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const deps = appChatDeps(app);
  const icebreakers = Messages.load('icebreakers');
  const authenticated = { preHandler: requireUser };
  const active = (request: FastifyRequest) => touchActivity(app.db, viewerOf(request).userId, app.clock());

  app.realtime.onClientMessage(async (userId, message) => {
    if (message.type === 'typing') await typing(deps, userId, message.conversation_id);
  });

  registerEndpoint(
    app,
    ENDPOINTS.chats,
    async ({ request }) => {
      await active(request);
      return listChats(deps, viewerOf(request).userId);
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.chat,
    async ({ query, request }) => {
      await active(request);
      return openChat(deps, { viewerId: viewerOf(request).userId, site: request.site, id: query.id, member: query.member, before: query.before });
    },
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.chatDelete, async ({ query, request }) => deleteChat(deps, viewerOf(request).userId, query.id), authenticated);

  registerEndpoint(
    app,
    ENDPOINTS.sendMessage,
    async ({ body, request }) => {
      const viewer = viewerOf(request);
      const earlier = await findSent(deps, viewer.userId, body.idempotency_key);
      if (earlier) return sendAnswer(earlier);
      const content =
        body.kind === 'text'
          ? { kind: 'text' as const, text: checkedText(body.text, request.site.settings.message_length) }
          : body.gift
            ? { kind: 'gift' as const, gift: body.gift }
            : null;
      if (!content) throw new HttpError('validation_failed', { fields: { gift: { code: 'required' } } });
      const target = await resolveTarget(deps, viewer.userId, { conversation_id: body.conversation_id, member_id: body.member_id });
      await active(request);
      return sendAnswer(await sendMessage(deps, { viewerId: viewer.userId, site: request.site, target, content, clientKey: body.idempotency_key }));
    },
    perMember('send', CHAT_RATE_LIMITS.send),
  );

  registerEndpoint(app, ENDPOINTS.firstMessage, async ({ request }) => firstMessage(deps, request.site, viewerOf(request).userId), authenticated);

  registerEndpoint(
    app,
    ENDPOINTS.firstMessageSend,
    async ({ body, request }) => {
      await active(request);
      return sendFirstMessage(deps, request.site, viewerOf(request).userId, body.member_id);
    },
    perMember('send', CHAT_RATE_LIMITS.send),
  );

  // Multipart parsing only for the photo message, in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerEndpoint(scope, ENDPOINTS.sendPhoto, async ({ request }) => sendPhoto(deps, request), perMember('photo', CHAT_RATE_LIMITS.photo));
  });

  registerEndpoint(
    app,
    ENDPOINTS.read,
    async ({ body, request }) => readConversation(deps, viewerOf(request).userId, body.conversation_id),
    perMember('read', CHAT_RATE_LIMITS.read),
  );

  registerEndpoint(
    app,
    ENDPOINTS.typing,
    async ({ body, request }) => {
      await typing(deps, viewerOf(request).userId, body.conversation_id);
      return { ok: true as const };
    },
    perMember('typing', CHAT_RATE_LIMITS.typing),
  );

  registerEndpoint(
    app,
    ENDPOINTS.icebreakers,
    async ({ request }) => {
      const viewer = viewerOf(request);
      const language = isLanguage(viewer.user.language) ? viewer.user.language : request.language;
      return { icebreakers: icebreakerLines(icebreakers, language), pricing: await chatPricing(deps, request.site, viewer.userId) };
    },
    authenticated,
  );

  app.get<{ Params: { id: string; variant: string } }>(`${CHAT_PHOTO_ROUTE_PREFIX}/:id/:variant`, async (request, reply) => {
    const { id, variant } = request.params;
    if (!/^\d{1,12}$/.test(id) || !(CHAT_PHOTO_VARIANTS as readonly string[]).includes(variant)) throw new HttpError('not_found');
    if (!request.viewer) throw new HttpError('authentication_required');
    const photo = await selectPhotoMessage(chatDb(app.db), Number(id));
    // Someone else's photo answers exactly like a missing one.
    if (!photo || !mayViewChatPhoto(request.viewer.userId, photo)) throw new HttpError('not_found');
    const file = await deps.store.open(photo.photo_key, variant === 'thumb' ? 'thumb' : 'full');
    if (!file) {
      request.log.error({ message: id, variant }, 'chat photo file missing from the media store');
      throw new HttpError('not_found');
    }
    // Per viewer: never kept by shared caches; the file under a message never changes.
    reply.header('cache-control', 'private, max-age=86400, immutable').header('x-content-type-options', 'nosniff');
    return reply.type('image/jpeg').header('content-length', file.size).header('content-disposition', 'inline').send(file.stream);
  });
}
