import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { BACKOFFICE_ENDPOINTS, type OperatorConversationResponse } from '../../../contract/backoffice';
import { STAFF_PAGES } from '../../../contract/staffRoutes';
import { OperatorConversationScreen } from '../../../src/screens/OperatorConversationScreen';
import { apiFetch, isApiError } from '../../api/client';
import { useSettings } from '../../data/site';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { fictionalWording } from '../../rules/fictionalWording';
import { storedBubble } from '../../rules/conversationView';
import { callStaff, endpointPath } from '../data';

/** How often the operator's page asks for new member messages (staff have no realtime socket). */
export const OPERATOR_REFRESH_MS = 5_000;

function replyKey(): string {
  return `op-${crypto.randomUUID()}`;
}

/** One claimed conversation (issue 8): the member, the history, and the fictional profile the operator answers as. */
export function OperatorConversationPage() {
  const { t } = useTranslation('moderation');
  const settings = useSettings();
  const { id = '' } = useParams();
  const conversationId = /^\d+$/.test(id) ? Number(id) : null;
  const key = conversationId ? endpointPath(BACKOFFICE_ENDPOINTS.operatorConversation.path, { id: conversationId }) : null;
  const conversation = useSWR<OperatorConversationResponse>(key, (path: string) => apiFetch(path, { schema: BACKOFFICE_ENDPOINTS.operatorConversation.response }), {
    refreshInterval: OPERATOR_REFRESH_MS,
    revalidateOnFocus: true,
  });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const [claiming, setClaiming] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [released, setReleased] = useState(false);

  const data = conversation.data;
  const lost = isApiError(conversation.error) && conversation.error.code === 'claim_taken';
  const takenBy = lost && isApiError(conversation.error) ? String(conversation.error.body?.params?.name ?? '') || null : null;
  const member = data?.member;
  const fictional = data?.fictional;

  const claim = () => {
    if (!conversationId) return;
    setClaiming(true);
    callStaff(BACKOFFICE_ENDPOINTS.operatorClaim, { params: { id: conversationId } })
      .then(() => {
        setReleased(false);
        return conversation.mutate();
      })
      .catch((error: unknown) => setSendError(apiErrorMessage(t, error)))
      .finally(() => setClaiming(false));
  };

  return (
    <OperatorConversationScreen
      member={
        member && data
          ? {
              name: member.name,
              age: member.age,
              gender: member.gender,
              country: member.country,
              region: member.region,
              city: member.city,
              avatarUrl: member.photos.find((photo) => photo.main)?.thumb ?? member.photos[0]?.thumb ?? null,
              photos: member.photos.filter((photo) => !photo.locked).map((photo) => ({ id: photo.id, url: photo.thumb })),
              text: member.about || null,
              siteDomain: data.member_site.domain,
            }
          : null
      }
      profile={fictional ? { name: fictional.name, age: fictional.age, avatarUrl: fictional.main_image?.thumb_filename ?? null, text: null } : null}
      fictional={fictionalWording(settings) ?? { warning: '', icon: settings.fictional_icon, label: '' }}
      messages={(data?.messages ?? []).map((message) => storedBubble(message, fictional?.id ?? -1))}
      loading={conversation.isLoading}
      {...(conversation.error && !lost ? { error: apiErrorMessage(t, conversation.error) } : {})}
      onRetry={() => void conversation.mutate()}
      claim={data && !released && !lost ? { until: data.claim.expires_at } : null}
      claimTakenBy={takenBy}
      claimLost={lost}
      onClaim={claim}
      claiming={claiming}
      onRelease={() => {
        if (!conversationId) return;
        setReleasing(true);
        callStaff(BACKOFFICE_ENDPOINTS.operatorRelease, { params: { id: conversationId } })
          .then(() => setReleased(true))
          .catch((error: unknown) => setSendError(apiErrorMessage(t, error)))
          .finally(() => setReleasing(false));
      }}
      releasing={releasing}
      draft={draft}
      onDraftChange={setDraft}
      onSend={(text) => {
        if (!conversationId || !text.trim()) return;
        setSending(true);
        setSendError(undefined);
        callStaff(BACKOFFICE_ENDPOINTS.operatorReply, { params: { id: conversationId }, body: { text, key: replyKey() }, idempotent: true })
          .then(async () => {
            setDraft('');
            await conversation.mutate();
          })
          .catch((error: unknown) => {
            setSendError(apiErrorMessage(t, error));
            if (isApiError(error) && error.code === 'claim_taken') void conversation.mutate();
          })
          .finally(() => setSending(false));
      }}
      sending={sending}
      {...(sendError ? { sendError } : {})}
      onDismissSendError={() => setSendError(undefined)}
      maxLength={settings.message_length}
      backHref={STAFF_PAGES.operators}
    />
  );
}
