import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ageOn, GENDERS, type Gender } from '../../../contract/accounts';
import { MODERATION_ENDPOINTS, type MemberView } from '../../../contract/moderation';
import { STAFF_PAGES, staffPath } from '../../../contract/staffRoutes';
import { MemberModerationScreen, type MemberModerationView } from '../../../src/screens/MemberModerationScreen';
import { apiFetch } from '../../api/client';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { callStaff, endpointPath } from '../data';

function gender(value: string | null): Gender | null {
  return value && (GENDERS as readonly string[]).includes(value) ? (value as Gender) : null;
}

/** The member view's answer as the screen shows it. */
export function memberViewProps(view: MemberView, today: Date): MemberModerationView {
  const { account, profile } = view;
  return {
    id: account.id,
    name: profile?.name ?? account.email,
    email: account.email,
    siteDomain: account.site_domain,
    status: account.status,
    language: account.language,
    createdAt: account.created_at,
    lastLoginAt: account.last_login_at,
    credits: account.credits,
    premium: account.premium,
    banReason: account.ban?.reason ?? null,
    profile: {
      age: profile?.date_of_birth ? ageOn(profile.date_of_birth, today) : null,
      gender: gender(profile?.gender ?? null),
      seeking: gender(profile?.seeking ?? null),
      country: profile?.country ?? null,
      region: profile?.region ?? null,
      city: profile?.city ?? null,
      fictional: profile?.fictional ?? false,
      text: profile?.about ?? null,
    },
    photos: view.photos.map((photo, index) => ({
      id: photo.id,
      thumbUrl: photo.urls.thumb,
      fullUrl: photo.urls.full,
      status: photo.status,
      private: photo.visibility === 'private',
      main: index === 0 && photo.status === 'active',
    })),
    sessions: view.sessions.map((session) => ({ id: session.id, createdAt: session.created_at, lastSeenAt: session.last_seen_at, device: session.user_agent, ip: null })),
    ledger: view.ledger.map((entry) => ({ id: entry.id, at: entry.created_at, reason: entry.reason, delta: entry.amount, balanceAfter: entry.balance_after })),
    flags: view.flags.map((flag) => ({ id: flag.id, text: flag.text, terms: flag.terms, status: flag.status, flaggedAt: flag.created_at })),
    complaints: view.complaints.map((complaint) => ({
      id: complaint.id,
      reference: complaint.reference,
      status: complaint.status,
      createdAt: complaint.created_at,
      subject: complaint.subject,
      href: STAFF_PAGES.complaints,
    })),
  };
}

function correctionKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The member view (issue 8): search by id or email; account, profile, photos, sessions, ledger; ban, credit corrections. */
export function MemberPage() {
  const { t } = useTranslation('moderation');
  const { id } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const memberId = id && /^\d+$/.test(id) ? Number(id) : null;
  const search = useSWR(query ? endpointPath(MODERATION_ENDPOINTS.memberSearch.path) + `?query=${encodeURIComponent(query)}` : null, (key: string) =>
    apiFetch(key, { schema: MODERATION_ENDPOINTS.memberSearch.response }),
  );
  const member = useSWR(memberId ? endpointPath(MODERATION_ENDPOINTS.memberView.path, { id: memberId }) : null, (key: string) =>
    apiFetch(key, { schema: MODERATION_ENDPOINTS.memberView.response }),
    { revalidateOnFocus: false },
  );
  const [banError, setBanError] = useState<string | undefined>();
  const [creditsError, setCreditsError] = useState<string | undefined>();
  const [actionError, setActionError] = useState<string | undefined>();
  const [unbanning, setUnbanning] = useState(false);

  const onSearch = (text: string) => {
    const trimmed = text.trim();
    // An id goes straight to the member; anything else searches by email.
    if (/^\d+$/.test(trimmed)) {
      navigate(staffPath('member', { id: trimmed }));
      return;
    }
    if (memberId) navigate(`${STAFF_PAGES.members}?q=${encodeURIComponent(trimmed)}`);
    else setParams(trimmed ? { q: trimmed } : {});
  };

  return (
    <MemberModerationScreen
      query={query}
      onSearch={onSearch}
      results={
        search.data
          ? search.data.members.map((hit) => ({
              id: hit.id,
              name: hit.name ?? hit.email,
              email: hit.email,
              siteDomain: hit.site_domain,
              status: hit.status,
              href: staffPath('member', { id: hit.id }),
            }))
          : null
      }
      searching={search.isLoading}
      {...(search.error ? { searchError: apiErrorMessage(t, search.error) } : {})}
      member={member.data ? memberViewProps(member.data, new Date()) : null}
      memberLoading={member.isLoading}
      {...(member.error ? { memberError: apiErrorMessage(t, member.error) } : {})}
      onRetry={() => void member.mutate()}
      onBan={async (reason) => {
        if (!memberId) return;
        setBanError(undefined);
        try {
          await callStaff(MODERATION_ENDPOINTS.memberBan, { params: { id: memberId }, body: { reason } });
          await member.mutate();
        } catch (error) {
          setBanError(apiErrorMessage(t, error));
          throw error;
        }
      }}
      {...(banError ? { banError } : {})}
      onUnban={() => {
        if (!memberId) return;
        setUnbanning(true);
        setActionError(undefined);
        callStaff(MODERATION_ENDPOINTS.memberUnban, { params: { id: memberId }, body: {} })
          .then(() => member.mutate())
          .catch((error: unknown) => setActionError(apiErrorMessage(t, error)))
          .finally(() => setUnbanning(false));
      }}
      unbanning={unbanning}
      onCorrectCredits={async (delta, reason) => {
        if (!memberId) return;
        setCreditsError(undefined);
        try {
          await callStaff(MODERATION_ENDPOINTS.creditCorrection, { params: { id: memberId }, body: { delta, reason, key: correctionKey() }, idempotent: true });
          await member.mutate();
        } catch (error) {
          setCreditsError(apiErrorMessage(t, error));
          throw error;
        }
      }}
      {...(creditsError ? { creditsError } : {})}
      {...(actionError ? { actionError } : {})}
      onDismissActionError={() => setActionError(undefined)}
    />
  );
}
