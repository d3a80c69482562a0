import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../contract/routes';
import { countryName } from '../../src/components/LocationPicker/countryName';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupMatchesScreen } from '../../src/screens/SignupMatchesScreen';
import { useMemberLikes } from '../data/members';
import { useFirstMessage, useSendFirstMessage, useSignupMatches } from '../data/signupMatches';
import { useRegions, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { SIGNUP_COMPLETE_FLAG } from '../rules/activationReminder';
import { shownFirstMessage, signupMatchPlaceName } from '../rules/signupFirstMessage';

/**
 * Route `signup-matches` (SPEC §2): the first matches to like — the member search in the new member's region, widened
 * to their country and then the site when nobody is there (the heading says which) — and the message they wrote in
 * the signup's last step, sent (with the way to that chat) or still to send to one of them. Then the members page
 * (with the flag that opens the activation reminder as a modal on a smartphone, SPEC §4).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const viewer = useViewer();
  const member = viewer.status === 'member';
  const { regions } = useRegions();
  const matches = useSignupMatches(member);
  const firstMessage = useFirstMessage(member);
  const likes = useMemberLikes(member);
  const send = useSendFirstMessage();
  const [sendingTo, setSendingTo] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string>();

  const onSendFirstMessage = (memberId: number) => {
    if (sendingTo !== null) return;
    setSendingTo(memberId);
    setSendError(undefined);
    send(memberId).then(
      () => setSendingTo(null),
      (failure: unknown) => {
        setSendingTo(null);
        setSendError(apiErrorMessage(t, failure));
      },
    );
  };

  const data = matches.data;
  return (
    <SignupMatchesScreen
      matches={(data?.results ?? []).map((card) => ({
        id: card.id,
        name: card.name,
        age: card.age ?? 0,
        city: card.city ?? undefined,
        photoUrl: card.main_image?.thumb_filename ?? null,
        liked: likes.isLiked(card.id),
      }))}
      scope={data?.scope}
      placeName={data ? signupMatchPlaceName(data.scope, data.place, regions, (code) => countryName(code, i18n.language) ?? undefined) : undefined}
      onLike={(id) => likes.like(id)}
      onUnlike={(id) => likes.unlike(id)}
      pendingIds={likes.pendingIds}
      loading={!data && !matches.error}
      error={matches.error && !data ? apiErrorMessage(t, matches.error) : undefined}
      onRetry={() => void matches.mutate()}
      firstMessage={shownFirstMessage(firstMessage.data, (id) => pathFor('chats-id', { id }))}
      onSendFirstMessage={onSendFirstMessage}
      firstMessageSendingTo={sendingTo}
      firstMessageError={sendError}
      continueHref={`${pathFor('members')}?${SIGNUP_COMPLETE_FLAG}=1`}
      brand={<SiteBrand siteName={settings.name} homeHref={pathFor('index')} />}
    />
  );
}
