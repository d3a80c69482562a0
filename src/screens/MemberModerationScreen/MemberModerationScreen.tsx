import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../../contract/accounts';
import type { ImageStatus, UserStatus } from '../../../contract/entities';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { PhotoLightbox } from '../../components/PhotoLightbox';
import { ReasonDialog } from '../../components/ReasonDialog';
import { Skeleton } from '../../components/Skeleton';
import { StatusTag, type StatusTone } from '../../components/StatusTag';
import { TextField } from '../../components/TextField';
import type { ComplaintQueueStatus } from '../ComplaintsQueueScreen';
import { CreditCorrectionDialog } from './CreditCorrectionDialog';
import {
  Actions,
  Columns,
  Delta,
  EmptyState,
  Facts,
  Header,
  ItemLine,
  ItemList,
  Lead,
  MemberTitle,
  Muted,
  Panel,
  PanelHeader,
  PanelTitle,
  PhotoButton,
  PhotoGrid,
  PhotoItem,
  ProfileText,
  ScreenRoot,
  SearchForm,
  SkeletonStack,
  Table,
  Title,
} from './MemberModerationScreen.styles';

export const USER_STATUS_TONES: Record<UserStatus, StatusTone> = { confirmed: 'success', not_confirmed: 'warning', banned: 'danger', deleted: 'neutral' };
const PHOTO_STATUS_TONES: Record<ImageStatus, StatusTone> = { active: 'success', pending: 'warning', rejected: 'danger' };
const FLAG_STATUS_TONES = { open: 'warning', cleared: 'success', removed: 'danger' } as const satisfies Record<string, StatusTone>;
const COMPLAINT_STATUS_TONES: Record<ComplaintQueueStatus, StatusTone> = { open: 'warning', answered: 'info', closed: 'neutral' };

export interface MemberSearchHit {
  id: number;
  name: string;
  email: string;
  siteDomain: string;
  status: UserStatus;
  /** The member view. */
  href: string;
}

export interface MemberModerationPhoto {
  id: number;
  thumbUrl: string;
  fullUrl: string;
  status: ImageStatus;
  private?: boolean;
  main?: boolean;
}

export interface MemberModerationSession {
  id: number | string;
  createdAt: string;
  lastSeenAt: string | null;
  /** The browser or device, as stored (user agent). */
  device: string | null;
  ip: string | null;
}

export interface MemberLedgerEntry {
  id: number | string;
  at: string;
  /** The ledger's reason (a code such as `purchase`, or a correction's text), shown as stored. */
  reason: string;
  delta: number;
  balanceAfter: number;
}

export interface MemberFlag {
  id: number;
  text: string;
  terms: readonly string[];
  status: keyof typeof FLAG_STATUS_TONES;
  flaggedAt: string;
}

export interface MemberComplaint {
  id: number;
  reference: string;
  status: ComplaintQueueStatus;
  createdAt: string;
  subject: string | null;
  /** The complaint in the complaints queue. */
  href?: string;
}

/** Everything the member view shows about one member. */
export interface MemberModerationView {
  id: number;
  name: string;
  email: string;
  siteDomain: string;
  status: UserStatus;
  /** The member's interface language (a code such as `nl`). */
  language: string;
  createdAt: string;
  lastLoginAt: string | null;
  credits: number;
  premium: boolean;
  /** Why the member was banned (banned members only). */
  banReason?: string | null;
  profile: {
    age: number | null;
    gender: Gender | null;
    seeking: Gender | null;
    /** ISO 3166 alpha-2. */
    country: string | null;
    region: string | null;
    city: string | null;
    fictional: boolean;
    text: string | null;
  };
  photos: readonly MemberModerationPhoto[];
  sessions: readonly MemberModerationSession[];
  ledger: readonly MemberLedgerEntry[];
  flags: readonly MemberFlag[];
  complaints: readonly MemberComplaint[];
}

export interface MemberModerationScreenProps {
  /** The last search (prefills the box). */
  query?: string;
  onSearch: (query: string) => void;
  /** The search's answer; null before any search. */
  results?: readonly MemberSearchHit[] | null;
  searching?: boolean;
  searchError?: string;
  /** The member shown; null or left out shows the search alone. */
  member?: MemberModerationView | null;
  memberLoading?: boolean;
  memberError?: string;
  onRetry?: () => void;
  /** A returned promise keeps the ban dialog busy until it settles. */
  onBan: (reason: string) => void | Promise<unknown>;
  banError?: string;
  onUnban: () => void;
  unbanning?: boolean;
  /** A returned promise keeps the credit dialog busy until it settles. */
  onCorrectCredits: (delta: number, reason: string) => void | Promise<unknown>;
  creditsError?: string;
  /** An unban or other action failed, already translated. */
  actionError?: string;
  onDismissActionError?: () => void;
}

/** `/staff/moderation/members[/:id]`: find a member by id or email; their account, profile, photos, sessions, ledger, flags and complaints, with ban and credit corrections. */
export function MemberModerationScreen({
  query = '',
  onSearch,
  results = null,
  searching = false,
  searchError,
  member = null,
  memberLoading = false,
  memberError,
  onRetry,
  onBan,
  banError,
  onUnban,
  unbanning = false,
  onCorrectCredits,
  creditsError,
  actionError,
  onDismissActionError,
}: MemberModerationScreenProps) {
  const { t, i18n } = useTranslation(['moderation', 'profile']);
  const titleId = useId();
  const [text, setText] = useState(query);
  const [dialog, setDialog] = useState<'ban' | 'credits' | null>(null);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime.format(new Date(iso))}</time> : t('moderation:common.never'));
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onSearch(value);
  };

  let found = null;
  if (searching) {
    found = <Skeleton height="4rem" />;
  } else if (searchError) {
    found = <Alert tone="danger">{searchError}</Alert>;
  } else if (results !== null) {
    found =
      results.length === 0 ? (
        <Muted role="status">{t('moderation:member.no_results')}</Muted>
      ) : (
        <Table>
          <caption>{t('moderation:member.results', { count: results.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('moderation:member.id')}</th>
              <th scope="col">{t('moderation:member.name')}</th>
              <th scope="col">{t('moderation:member.email')}</th>
              <th scope="col">{t('moderation:common.site')}</th>
              <th scope="col">{t('moderation:member.status_label')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((hit) => (
              <tr key={hit.id}>
                <td data-label={t('moderation:member.id')}>{hit.id}</td>
                <td data-label={t('moderation:member.name')}>
                  <Link href={hit.href}>{hit.name}</Link>
                </td>
                <td data-label={t('moderation:member.email')}>{hit.email}</td>
                <td data-label={t('moderation:common.site')}>{hit.siteDomain}</td>
                <td data-label={t('moderation:member.status_label')}>
                  <span>
                    <StatusTag tone={USER_STATUS_TONES[hit.status]}>{t(`moderation:member.status.${hit.status}`)}</StatusTag>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      );
  }

  let detail = null;
  if (memberLoading) {
    detail = (
      <SkeletonStack aria-hidden="true">
        <Skeleton height="10rem" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </SkeletonStack>
    );
  } else if (memberError) {
    detail = (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('moderation:common.retry')}
            </Button>
          ) : undefined
        }
      >
        {memberError}
      </Alert>
    );
  } else if (member) {
    const banned = member.status === 'banned';
    const { profile } = member;
    detail = (
      <>
        <Panel aria-labelledby={`${titleId}-account`} data-member-id={member.id}>
          <PanelHeader>
            <MemberTitle id={`${titleId}-account`}>
              <span>{member.name}</span>
              <StatusTag tone={USER_STATUS_TONES[member.status]}>{t(`moderation:member.status.${member.status}`)}</StatusTag>
            </MemberTitle>
            <Actions>
              <Button size="sm" variant="outline" iconStart={<Icon name="coins" />} aria-haspopup="dialog" onClick={() => setDialog('credits')}>
                {t('moderation:member.credits.open')}
              </Button>
              {banned ? (
                <Button size="sm" variant="outline" loading={unbanning} onClick={onUnban}>
                  {t('moderation:member.unban')}
                </Button>
              ) : (
                <Button size="sm" variant="danger" iconStart={<Icon name="block" />} aria-haspopup="dialog" disabled={member.status === 'deleted'} onClick={() => setDialog('ban')}>
                  {t('moderation:member.ban')}
                </Button>
              )}
            </Actions>
          </PanelHeader>
          {banned && member.banReason ? (
            <Alert tone="warning" title={t('moderation:member.banned_title')}>
              {member.banReason}
            </Alert>
          ) : null}
          <Facts>
            <dt>{t('moderation:member.id')}</dt>
            <dd>{member.id}</dd>
            <dt>{t('moderation:member.email')}</dt>
            <dd>{member.email}</dd>
            <dt>{t('moderation:common.site')}</dt>
            <dd>{member.siteDomain}</dd>
            <dt>{t('moderation:member.language')}</dt>
            <dd>{languageName(member.language)}</dd>
            <dt>{t('moderation:member.created')}</dt>
            <dd>{when(member.createdAt)}</dd>
            <dt>{t('moderation:member.last_login')}</dt>
            <dd>{when(member.lastLoginAt)}</dd>
            <dt>{t('moderation:member.balance')}</dt>
            <dd>{t('moderation:member.credit_count', { count: member.credits, formatted: number.format(member.credits) })}</dd>
            <dt>{t('moderation:member.premium')}</dt>
            <dd>{member.premium ? t('moderation:common.yes') : t('moderation:common.no')}</dd>
          </Facts>
        </Panel>

        <Columns>
          <Panel aria-labelledby={`${titleId}-profile`}>
            <PanelTitle id={`${titleId}-profile`}>{t('moderation:member.profile')}</PanelTitle>
            <Facts>
              <dt>{t('moderation:member.age')}</dt>
              <dd>{profile.age ?? '—'}</dd>
              <dt>{t('moderation:member.gender')}</dt>
              <dd>{profile.gender ? t(`profile:gender.${profile.gender}`) : '—'}</dd>
              <dt>{t('moderation:member.seeking')}</dt>
              <dd>{profile.seeking ? t(`profile:seeking.${profile.seeking}`) : '—'}</dd>
              <dt>{t('moderation:member.location')}</dt>
              <dd>{[profile.city, profile.region, profile.country ? countryName(profile.country) : null].filter(Boolean).join(', ') || '—'}</dd>
              <dt>{t('moderation:member.fictional')}</dt>
              <dd>{profile.fictional ? t('moderation:common.yes') : t('moderation:common.no')}</dd>
            </Facts>
            {profile.text ? <ProfileText>{profile.text}</ProfileText> : <Muted>{t('moderation:member.no_text')}</Muted>}
          </Panel>

          <Panel aria-labelledby={`${titleId}-photos`}>
            <PanelTitle id={`${titleId}-photos`}>{t('moderation:member.photos', { count: member.photos.length })}</PanelTitle>
            {member.photos.length === 0 ? (
              <Muted>{t('moderation:member.no_photos')}</Muted>
            ) : (
              <PhotoGrid>
                {member.photos.map((photo, index) => (
                  <PhotoItem key={photo.id}>
                    <PhotoButton type="button" aria-haspopup="dialog" onClick={() => setLightbox(index)}>
                      <img src={photo.thumbUrl} alt={t('moderation:member.photo_alt', { name: member.name, current: index + 1, total: member.photos.length })} loading="lazy" decoding="async" />
                    </PhotoButton>
                    <StatusTag tone={PHOTO_STATUS_TONES[photo.status]}>{t(`moderation:member.photo_status.${photo.status}`)}</StatusTag>
                    {photo.private || photo.main ? (
                      <Muted>{[photo.main ? t('moderation:member.photo_main') : null, photo.private ? t('moderation:member.photo_private') : null].filter(Boolean).join(' · ')}</Muted>
                    ) : null}
                  </PhotoItem>
                ))}
              </PhotoGrid>
            )}
          </Panel>
        </Columns>

        <Panel aria-labelledby={`${titleId}-ledger`}>
          <PanelHeader>
            <PanelTitle id={`${titleId}-ledger`}>{t('moderation:member.ledger')}</PanelTitle>
          </PanelHeader>
          {member.ledger.length === 0 ? (
            <Muted>{t('moderation:member.no_ledger')}</Muted>
          ) : (
            <Table>
              <caption>{t('moderation:member.ledger_caption', { count: member.ledger.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('moderation:member.date')}</th>
                  <th scope="col">{t('moderation:member.reason')}</th>
                  <th scope="col" data-numeric="">
                    {t('moderation:member.delta')}
                  </th>
                  <th scope="col" data-numeric="">
                    {t('moderation:member.balance_after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {member.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('moderation:member.date')}>{when(entry.at)}</td>
                    <td data-label={t('moderation:member.reason')}>{entry.reason}</td>
                    <td data-label={t('moderation:member.delta')} data-numeric="">
                      <Delta $negative={entry.delta < 0}>{signed.format(entry.delta)}</Delta>
                    </td>
                    <td data-label={t('moderation:member.balance_after')} data-numeric="">
                      {number.format(entry.balanceAfter)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>

        <Panel aria-labelledby={`${titleId}-sessions`}>
          <PanelTitle id={`${titleId}-sessions`}>{t('moderation:member.sessions')}</PanelTitle>
          {member.sessions.length === 0 ? (
            <Muted>{t('moderation:member.no_sessions')}</Muted>
          ) : (
            <Table>
              <caption>{t('moderation:member.sessions_caption', { count: member.sessions.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('moderation:member.session_created')}</th>
                  <th scope="col">{t('moderation:member.session_seen')}</th>
                  <th scope="col">{t('moderation:member.device')}</th>
                  <th scope="col">{t('moderation:member.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {member.sessions.map((session) => (
                  <tr key={session.id}>
                    <td data-label={t('moderation:member.session_created')}>{when(session.createdAt)}</td>
                    <td data-label={t('moderation:member.session_seen')}>{when(session.lastSeenAt)}</td>
                    <td data-label={t('moderation:member.device')}>{session.device ?? '—'}</td>
                    <td data-label={t('moderation:member.ip')}>{session.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>

        <Columns>
          <Panel aria-labelledby={`${titleId}-flags`}>
            <PanelTitle id={`${titleId}-flags`}>{t('moderation:member.flags')}</PanelTitle>
            {member.flags.length === 0 ? (
              <Muted>{t('moderation:member.no_flags')}</Muted>
            ) : (
              <ItemList>
                {member.flags.map((flag) => (
                  <li key={flag.id}>
                    <ItemLine>
                      <StatusTag tone={FLAG_STATUS_TONES[flag.status]}>{t(`moderation:member.flag_status.${flag.status}`)}</StatusTag>
                      {when(flag.flaggedAt)}
                    </ItemLine>
                    <span>{flag.text}</span>
                    <Muted>{t('moderation:texts.matched_list', { terms: flag.terms.join(', ') })}</Muted>
                  </li>
                ))}
              </ItemList>
            )}
          </Panel>
          <Panel aria-labelledby={`${titleId}-complaints`}>
            <PanelTitle id={`${titleId}-complaints`}>{t('moderation:member.complaints')}</PanelTitle>
            {member.complaints.length === 0 ? (
              <Muted>{t('moderation:member.no_complaints')}</Muted>
            ) : (
              <ItemList>
                {member.complaints.map((complaint) => (
                  <li key={complaint.id}>
                    <ItemLine>
                      {complaint.href ? <Link href={complaint.href}>{complaint.reference}</Link> : <strong>{complaint.reference}</strong>}
                      <StatusTag tone={COMPLAINT_STATUS_TONES[complaint.status]}>{t(`moderation:complaints.status.${complaint.status}`)}</StatusTag>
                      {when(complaint.createdAt)}
                    </ItemLine>
                    {complaint.subject ? <span>{complaint.subject}</span> : null}
                  </li>
                ))}
              </ItemList>
            )}
          </Panel>
        </Columns>

        <ReasonDialog
          open={dialog === 'ban'}
          onOpenChange={(open) => setDialog(open ? 'ban' : null)}
          title={t('moderation:member.ban_title', { name: member.name })}
          description={t('moderation:member.ban_body')}
          noteLabel={t('moderation:member.ban_reason')}
          noteRequired
          noteMinLength={3}
          confirmLabel={t('moderation:member.ban_confirm')}
          onConfirm={({ note }) => onBan(note)}
          error={banError}
        />
        <CreditCorrectionDialog
          open={dialog === 'credits'}
          onOpenChange={(open) => setDialog(open ? 'credits' : null)}
          memberName={member.name}
          balance={member.credits}
          onConfirm={onCorrectCredits}
          error={creditsError}
        />
        <PhotoLightbox
          photos={member.photos.map((photo) => ({ id: photo.id, url: photo.fullUrl }))}
          index={lightbox !== null && lightbox < member.photos.length ? lightbox : null}
          onIndexChange={setLightbox}
          name={member.name}
        />
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={memberLoading || searching || undefined}>
      <Header>
        <Title id={titleId}>{t('moderation:member.title')}</Title>
        <Lead>{t('moderation:member.lead')}</Lead>
      </Header>
      <SearchForm role="search" onSubmit={submit} aria-label={t('moderation:member.search_label')}>
        <TextField label={t('moderation:member.search')} type="search" name="query" autoComplete="off" spellCheck={false} value={text} onChange={setText} />
        <Button type="submit" iconStart={<Icon name="search" />} loading={searching}>
          {t('moderation:member.search_button')}
        </Button>
      </SearchForm>
      {found}
      {actionError ? (
        <Alert tone="danger" onDismiss={onDismissActionError}>
          {actionError}
        </Alert>
      ) : null}
      {detail ?? (results === null && !searching && !searchError ? (
        <EmptyState>
          <Icon name="user" size="2rem" />
          <p>{t('moderation:member.empty')}</p>
        </EmptyState>
      ) : null)}
    </ScreenRoot>
  );
}
