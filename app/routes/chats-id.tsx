import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { ChatMessage, ChatResponse, ChatsResponse, GiftId, SendMessageResponse } from '../../contract/chat';
import { pathFor } from '../../contract/routes';
import type { ChatMessageData } from '../../src/components/MessageBubble';
import { GiftPicker } from '../../src/components/GiftPicker';
import { IcebreakerModal } from '../../src/components/IcebreakerModal';
import { ConversationScreen } from '../../src/screens/ConversationScreen';
import { isApiError } from '../api/client';
import {
  CHATS_KEY,
  chatKey,
  chatProfile,
  deleteChat,
  fetchIcebreakers,
  fetchOlderMessages,
  markConversationRead,
  newIdempotencyKey,
  postTyping,
  sendMessage,
  sendPhoto,
  setCredits,
  useConversation,
  type MessageTarget,
} from '../data/chats';
import { setCounts } from '../data/counts';
import { useMemberBlocks } from '../data/members';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { setReadingConversation } from '../realtime/reading';
import { usePartnerTyping } from '../realtime/typing';
import { realtimeConnection } from '../realtime/useRealtime';
import {
  conversationBubbles,
  outgoingStillShown,
  sendBlockers,
  sendRefusalOf,
  type OutgoingMessage,
  type SendRefusal,
} from '../rules/conversationView';
import { fictionalWording } from '../rules/fictionalWording';
import { replyExpectation } from '../rules/replyExpectation';
import { chatsAfterRead, chatsWithout, conversationAfterMessage, conversationAfterRead, mergeMessages } from '../rules/realtimeCaches';
import { shouldSendTyping } from '../rules/typingNotice';
import { writeLastOpenedChat } from '../storage/lastOpenedChat';

/** `?gift=1` (a profile's gift button, through `/members/{id}/chat`) opens the gift picker. */
export const GIFT_PARAM = 'gift';

/** Drafts by member, kept while the member moves around the site (the composer is controlled by the app). */
const drafts = new Map<number, string>();

type Content = { kind: 'text'; text: string } | { kind: 'gift'; gift: GiftId } | { kind: 'photo'; file: File };

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

export interface ConversationPageProps {
  /** The SWR key of the conversation answer (`chatKey(id)` or `memberChatKey(memberId)`). */
  swrKey: string;
  /** Open the gift picker at once (`/members/{id}/chat?gift=1`). */
  openGifts?: boolean;
}

/**
 * A conversation (SPEC §2 `/chats/{id}` and `/members/{id}/chat`): the messages with older pages on request, read on
 * open (unread 0), the typing indicator both ways, sending with one idempotency key per message (a pending bubble at
 * once, "send again" on failure — never stored or charged twice), gifts, photos, icebreakers, block, unblock and
 * delete, and the notices for no credits (SPEC §8) and the free members' limit (SPEC §6).
 */
export function ConversationPage({ swrKey, openGifts = false }: ConversationPageProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const { account } = useViewer();
  const viewerId = account?.id ?? 0;
  const { mutate, cache } = useSWRConfig();
  const { data, error, isLoading, mutate: reload } = useConversation(swrKey);
  const blocks = useMemberBlocks();

  const conversationId = data?.conversation.id ?? null;
  const profile = data?.conversation.profile ?? null;
  const memberId = profile?.id ?? null;

  const [older, setOlder] = useState<readonly ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [outgoing, setOutgoing] = useState<readonly OutgoingMessage[]>([]);
  const files = useRef(new Map<string, File>());
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [sendError, setSendError] = useState<string | undefined>();
  const [draft, setDraftState] = useState('');
  const [giftsOpen, setGiftsOpen] = useState(openGifts);
  const [sendingGift, setSendingGift] = useState<GiftId | null>(null);
  const [giftError, setGiftError] = useState<string | undefined>();
  const [icebreakersOpen, setIcebreakersOpen] = useState(false);
  const [sendingLine, setSendingLine] = useState<string | null>(null);
  const lastTypingSent = useRef<number | null>(null);

  const heading = profile ? t('chat:conversation.title', { name: profile.name }) : null;
  useRouteTitle(heading ? t('pages:page_title', { page: heading, site: settings.name }) : null);

  // SPEC §3 chat store: the last opened chat and its date, set on opening and again on leaving (a purchase begun from
  // its "buy credits" link then returns here, app/rules/chatToReturnTo.ts).
  useEffect(() => {
    if (memberId === null || viewerId === 0) return undefined;
    const keep = () => writeLastOpenedChat({ userId: viewerId, conversationId, profileId: memberId, openedAt: Date.now() });
    keep();
    return keep;
  }, [conversationId, memberId, viewerId]);

  // The draft belongs to the member, whichever address the conversation was opened by.
  useEffect(() => {
    if (memberId !== null) setDraftState(drafts.get(memberId) ?? '');
  }, [memberId]);
  const setDraft = (value: string) => {
    setDraftState(value);
    if (memberId !== null) drafts.set(memberId, value);
  };

  const stored = useMemo(() => mergeMessages(older, data?.messages ?? []), [older, data?.messages]);
  const bubbles = useMemo(() => conversationBubbles(stored, outgoing, viewerId), [stored, outgoing, viewerId]);

  // Outgoing messages leave once their stored copy is shown; a photo's local preview is released with them.
  useEffect(() => {
    setOutgoing((current) => {
      const kept = outgoingStillShown(current, stored);
      if (kept !== current) {
        for (const item of current) {
          if (kept.includes(item)) continue;
          if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
          files.current.delete(item.key);
        }
      }
      return kept;
    });
  }, [stored]);

  // A balance that changed (credits bought in another tab, the refresh) lifts the last "not enough credits" refusal.
  const credits = account?.credits ?? data?.pricing.credits ?? 0;
  useEffect(() => {
    setRefusal((current) => (current === 'insufficient_credits' ? null : current));
  }, [credits]);

  // ---------------------------------------------------------------------------------------------------------------
  // Read on open, and while open (SPEC §4: opening a conversation sets its unread count to 0)
  // ---------------------------------------------------------------------------------------------------------------
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (conversationId === null || !visible) return undefined;
    setReadingConversation(conversationId);
    return () => setReadingConversation(null);
  }, [conversationId, visible]);

  const unreadUpTo = useMemo(() => {
    const unread = stored.filter((message) => message.sender_id !== viewerId && message.read_at === null);
    return unread.length > 0 ? unread[unread.length - 1]!.id : data && data.conversation.num_unread_messages > 0 ? 0 : null;
  }, [stored, viewerId, data]);
  const readRequested = useRef<string | null>(null);
  useEffect(() => {
    if (conversationId === null || unreadUpTo === null || !visible || !account) return;
    const marker = `${conversationId}:${unreadUpTo}`;
    if (readRequested.current === marker) return;
    readRequested.current = marker;
    markConversationRead(conversationId).then(
      (answer) => {
        // The same change the realtime `read` event brings, for when the socket is down.
        const event = { type: 'read', conversation_id: conversationId, reader_id: viewerId, up_to_message_id: unreadUpTo || Number.MAX_SAFE_INTEGER, read_at: new Date().toISOString() } as const;
        void mutate<ChatResponse>(swrKey, (current) => current && conversationAfterRead(current, event, viewerId), { revalidate: false });
        void mutate<ChatsResponse>(CHATS_KEY, (current) => current && chatsAfterRead(current, event, viewerId), { revalidate: false });
        void setCounts(mutate, { unread_messages: answer.total_unread_messages });
      },
      // Not read now: the next message or the next visit tries again.
      () => {
        readRequested.current = null;
      },
    );
  }, [conversationId, unreadUpTo, visible, account, viewerId, swrKey, mutate]);

  // ---------------------------------------------------------------------------------------------------------------
  // Sending
  // ---------------------------------------------------------------------------------------------------------------
  const target: MessageTarget | null = conversationId !== null ? { conversation_id: conversationId } : memberId !== null ? { member_id: memberId } : null;

  const delivered = useCallback(
    async (answer: SendMessageResponse) => {
      // The balance first: by the time the message shows as sent, the composer knows whether another is affordable.
      await setCredits(mutate, answer.credits);
      await mutate<ChatResponse>(
        swrKey,
        (current) => current && { ...conversationAfterMessage(current, answer.message), pricing: { ...current.pricing, credits: answer.credits } },
        { revalidate: false },
      );
      // A new conversation is not in the chat list yet: it is read again (only if the list is loaded).
      const list = cache.get(CHATS_KEY)?.data as ChatsResponse | undefined;
      if (list && !list.chats.some((chat) => chat.conversation.id === answer.message.conversation_id)) void mutate(CHATS_KEY);
    },
    [mutate, swrKey, cache],
  );

  /** Sends (or sends again) one outgoing message; answers the failure, or null once it is stored. */
  const deliver = useCallback(
    async (item: OutgoingMessage, to: MessageTarget): Promise<unknown> => {
      setSendError(undefined);
      try {
        const file = files.current.get(item.key);
        const answer =
          item.kind === 'photo' && file
            ? await sendPhoto(to, file, item.key)
            : await sendMessage(to, item.kind === 'gift' && item.gift ? { kind: 'gift', gift: item.gift } : { kind: 'text', text: item.text ?? '' }, item.key);
        // The balance and the stored copy first, then the item stops "sending": the composer never offers another
        // message on the old balance (the realtime copy may show the message as sent before this answer arrives).
        await delivered(answer);
        setOutgoing((current) => current.map((entry) => (entry.key === item.key ? { ...entry, messageId: answer.message.id } : entry)));
        setRefusal(null);
        return null;
      } catch (failure) {
        setOutgoing((current) => current.map((entry) => (entry.key === item.key ? { ...entry, status: 'failed' } : entry)));
        const refused = sendRefusalOf(isApiError(failure) ? failure.code : null);
        // A gift or a photo costs more than a text: too few credits for one of them says nothing about texts.
        if (refused && (refused === 'free_conversation_limit' || item.kind === 'text')) {
          setRefusal(refused);
          // The balance or the allowance the screen knows is out of date: read both again.
          void mutate(swrKey);
        } else setSendError(apiErrorMessage(t, failure));
        return failure ?? new Error('send failed');
      }
    },
    [delivered, mutate, swrKey, t],
  );

  const send = (content: Content): Promise<unknown> => {
    if (!target) return Promise.resolve(new Error('no conversation'));
    const key = newIdempotencyKey();
    const item: OutgoingMessage = {
      key,
      kind: content.kind,
      text: content.kind === 'text' ? content.text : null,
      gift: content.kind === 'gift' ? content.gift : null,
      previewUrl: content.kind === 'photo' ? URL.createObjectURL(content.file) : null,
      queuedAt: new Date().toISOString(),
      afterId: stored.length > 0 ? stored[stored.length - 1]!.id : 0,
      status: 'pending',
      messageId: null,
    };
    if (content.kind === 'photo') files.current.set(key, content.file);
    setOutgoing((current) => [...current, item]);
    return deliver(item, target);
  };

  const retry = (message: ChatMessageData) => {
    const item = outgoing.find((entry) => entry.key === message.id);
    if (!item || !target) return;
    const again = { ...item, status: 'pending' as const };
    setOutgoing((current) => current.map((entry) => (entry.key === item.key ? again : entry)));
    void deliver(again, target);
  };

  const onTyping = () => {
    if (conversationId === null) return;
    const now = Date.now();
    if (!shouldSendTyping(lastTypingSent.current, now)) return;
    lastTypingSent.current = now;
    const socket = realtimeConnection();
    if (!socket?.send({ type: 'typing', conversation_id: conversationId })) void postTyping(conversationId).catch(() => undefined);
  };

  const sendGift = (gift: GiftId) => {
    setSendingGift(gift);
    setGiftError(undefined);
    void send({ kind: 'gift', gift }).then((failure) => {
      setSendingGift(null);
      if (failure === null) setGiftsOpen(false);
      else setGiftError(apiErrorMessage(t, failure));
    });
  };

  const pickLine = (line: string) => {
    setSendingLine(line);
    void send({ kind: 'text', text: line }).then(() => {
      setSendingLine(null);
      // Sent, or failed with its bubble and the reason in the conversation behind: either way the modal is done.
      setIcebreakersOpen(false);
    });
  };

  const icebreakers = useSWR(icebreakersOpen && memberId !== null ? ['icebreakers', memberId] : null, ([, member]: [string, number]) => fetchIcebreakers(member), {
    revalidateOnFocus: false,
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Top bar: block, unblock, delete
  // ---------------------------------------------------------------------------------------------------------------
  const setBlocked = (blocked: boolean) => {
    if (memberId === null) return;
    setSendError(undefined);
    (blocked ? blocks.block(memberId) : blocks.unblock(memberId)).then(
      () => {
        void reload();
        void mutate(CHATS_KEY);
      },
      (failure: unknown) => setSendError(apiErrorMessage(t, failure)),
    );
  };

  const remove = () => {
    if (conversationId === null) {
      void navigate(pathFor('chats'));
      return;
    }
    setSendError(undefined);
    void mutate<ChatsResponse>(CHATS_KEY, (current) => current && chatsWithout(current, conversationId), { revalidate: false });
    deleteChat(conversationId).then(
      () => void navigate(pathFor('chats'), { replace: true }),
      (failure: unknown) => {
        // SPEC §8: the alert shows and the chat list is read again.
        setSendError(isApiError(failure) && failure.status === 404 ? apiErrorMessage(t, failure) : t('chat:delete.failed_title'));
        void mutate(CHATS_KEY);
      },
    );
  };

  const typing = usePartnerTyping(conversationId);

  if (isApiError(error) && error.status === 404) {
    return <ConversationNotFound />;
  }

  const pricing = data?.pricing;
  const blockers = pricing
    ? sendBlockers({ ...pricing, credits }, stored.some((message) => message.sender_id === viewerId), refusal)
    : { insufficientCredits: false, freeLimitReached: false };

  return (
    <>
      <ConversationScreen
        profile={profile ? chatProfile(profile) : null}
        messages={bubbles}
        loading={isLoading && !data}
        error={error && !data ? apiErrorMessage(t, error) : undefined}
        onRetry={() => void reload()}
        hasOlder={olderHasMore ?? data?.has_more ?? false}
        loadingOlder={loadingOlder}
        onLoadOlder={() => {
          const first = stored[0];
          if (!first || loadingOlder) return;
          setLoadingOlder(true);
          fetchOlderMessages(swrKey, first.id)
            .then((page) => {
              setOlder((current) => mergeMessages(page.messages, current));
              setOlderHasMore(page.has_more);
            }, (failure: unknown) => setSendError(apiErrorMessage(t, failure)))
            .finally(() => setLoadingOlder(false));
        }}
        partnerTyping={typing}
        credits={account ? credits : null}
        backHref={pathFor('chats')}
        profileHref={memberId !== null ? pathFor('members-id', { id: memberId }) : pathFor('members')}
        creditsHref={pathFor('credits')}
        premiumHref={pathFor('premium')}
        blocked={data?.conversation.blocked ?? false}
        onBlock={() => setBlocked(true)}
        onUnblock={() => setBlocked(false)}
        onDelete={remove}
        draft={draft}
        onDraftChange={setDraft}
        onSend={(text) => {
          setDraft('');
          void send({ kind: 'text', text });
        }}
        onTyping={onTyping}
        sending={outgoing.some((item) => item.status === 'pending' && item.messageId === null)}
        onRetryMessage={retry}
        maxLength={pricing?.message_length ?? settings.message_length}
        // What the server charges this member's country; never the bare site setting (it may be below the minimum).
        messageCost={pricing?.message_credits ?? null}
        giftCost={pricing?.gift_credits}
        photoCost={pricing?.photo_credits}
        onOpenGifts={() => {
          setGiftError(undefined);
          setGiftsOpen(true);
        }}
        onPhotoSend={(file) => void send({ kind: 'photo', file })}
        onOpenIcebreakers={() => setIcebreakersOpen(true)}
        insufficientCredits={blockers.insufficientCredits}
        freeLimitReached={blockers.freeLimitReached}
        sendError={sendError}
        onDismissSendError={() => setSendError(undefined)}
        fictional={fictionalWording(settings, 1)}
        replyWithin={profile ? replyExpectation({ fictional: profile.fictional, operatorReplySeconds: data?.conversation.operator_reply_seconds }) : null}
      />
      {profile && pricing ? (
        <>
          <GiftPicker
            open={giftsOpen}
            onOpenChange={setGiftsOpen}
            name={profile.name}
            price={pricing.gift_credits}
            credits={credits}
            creditsHref={pathFor('credits')}
            onSend={sendGift}
            sendingId={sendingGift}
            error={giftError}
          />
          <IcebreakerModal
            open={icebreakersOpen}
            onOpenChange={setIcebreakersOpen}
            name={profile.name}
            lines={icebreakers.data?.icebreakers.map((line) => line.text) ?? []}
            loading={icebreakers.isLoading}
            error={icebreakers.error ? apiErrorMessage(t, icebreakers.error) : undefined}
            messageCost={pricing.message_credits}
            onPick={pickLine}
            sendingLine={sendingLine}
          />
        </>
      ) : null}
    </>
  );
}

/** The conversation is not there (deleted, never the viewer's, or the member is gone or blocked the viewer). */
export function ConversationNotFound() {
  return (
    <ConversationScreen
      profile={null}
      messages={[]}
      notFound
      credits={null}
      backHref={pathFor('chats')}
      profileHref={pathFor('members')}
      creditsHref={pathFor('credits')}
      premiumHref={pathFor('premium')}
      onBlock={() => undefined}
      onUnblock={() => undefined}
      onDelete={() => undefined}
      draft=""
      onDraftChange={() => undefined}
      onSend={() => undefined}
      maxLength={1}
      messageCost={0}
    />
  );
}

/** Route `chats-id` (SPEC §2 /chats/{id}, the conversation id). */
export function Component() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const conversationId = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (conversationId === null) return <ConversationNotFound />;
  return <ConversationPage key={conversationId} swrKey={chatKey(conversationId)} openGifts={params.get(GIFT_PARAM) === '1'} />;
}
