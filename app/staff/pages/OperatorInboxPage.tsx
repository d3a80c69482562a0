import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BACKOFFICE_ENDPOINTS, type OperatorInboxItem as InboxRow } from '../../../contract/backoffice';
import { staffPath } from '../../../contract/staffRoutes';
import { OperatorInboxScreen, type OperatorInboxItem } from '../../../src/screens/OperatorInboxScreen';
import { useSettings } from '../../data/site';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { fictionalWording } from '../../rules/fictionalWording';
import { callStaff, useKeysetPages, useStaffMe, useStaffQuery } from '../data';

/** The last message as a line of text: a gift or photo is named, not shown. */
function lastMessageText(row: InboxRow, t: (key: string) => string): string {
  if (row.last_message.kind === 'gift') return t('inbox.last_gift');
  if (row.last_message.kind === 'photo') return t('inbox.last_photo');
  return row.last_message.excerpt ?? '';
}

/** The operator inbox (issue 8): conversations of real members with fictional profiles; claim one to answer it. */
export function OperatorInboxPage() {
  const { t } = useTranslation('moderation');
  const settings = useSettings();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<number | null>(null);
  const inbox = useKeysetPages(BACKOFFICE_ENDPOINTS.operatorInbox, { site_id: siteId ?? undefined }, (page) => page.next_after, 'after');
  const { data: me } = useStaffMe();
  // Only admins may read the site list; an operator's filter offers the sites its inbox has shown so far.
  const sites = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSites, me?.role === 'admin' ? BACKOFFICE_ENDPOINTS.staffSites.path : null);
  const seenSites = useRef(new Map<number, string>());
  for (const page of inbox.pages) for (const row of page.conversations) seenSites.current.set(row.member.site.id, row.member.site.domain);
  const siteOptions = sites.data
    ? sites.data.sites.map((site) => ({ id: site.id, domain: site.domain }))
    : [...seenSites.current].map(([id, domain]) => ({ id, domain })).sort((a, b) => a.domain.localeCompare(b.domain));
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | undefined>();

  const items: OperatorInboxItem[] = inbox.pages.flatMap((page) =>
    page.conversations.map((row) => ({
      id: row.conversation_id,
      href: staffPath('operatorConversation', { id: row.conversation_id }),
      profile: { name: row.fictional.name, avatarUrl: row.fictional.photo },
      member: { name: row.member.name, age: row.member.age, country: row.member.country },
      siteDomain: row.member.site.domain,
      lastMessage: lastMessageText(row, t),
      lastMessageAt: row.last_message.created_at,
      unanswered: row.unanswered,
      claim: row.claim ? { holderName: row.claim.staff_name, mine: row.claim.mine, until: row.claim.expires_at } : null,
    })),
  );

  return (
    <OperatorInboxScreen
      items={items}
      sites={siteOptions}
      siteId={siteId}
      onSiteChange={setSiteId}
      onClaim={(id) => {
        setClaimingId(id);
        setActionError(undefined);
        callStaff(BACKOFFICE_ENDPOINTS.operatorClaim, { params: { id } })
          .then(() => navigate(staffPath('operatorConversation', { id })))
          .catch((error: unknown) => {
            setActionError(apiErrorMessage(t, error));
            void inbox.reload();
          })
          .finally(() => setClaimingId(null));
      }}
      claimingId={claimingId}
      loading={inbox.loading}
      {...(inbox.error ? { error: apiErrorMessage(t, inbox.error) } : {})}
      onRetry={() => void inbox.reload()}
      hasMore={inbox.hasMore}
      loadingMore={inbox.loadingMore}
      onLoadMore={inbox.loadMore}
      {...(actionError ? { actionError } : {})}
      onDismissActionError={() => setActionError(undefined)}
      fictional={fictionalWording(settings) ?? { warning: '', icon: settings.fictional_icon, label: '' }}
    />
  );
}
