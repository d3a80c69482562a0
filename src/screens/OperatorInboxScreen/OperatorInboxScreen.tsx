import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import {
  Avatars,
  ClaimCell,
  EmptyState,
  Excerpt,
  Footer,
  Header,
  HeaderText,
  Lead,
  List,
  MemberLine,
  MessageCell,
  MessageMeta,
  Muted,
  ProfileName,
  Row,
  ScreenRoot,
  SkeletonStack,
  Title,
  Toolbar,
  Who,
} from './OperatorInboxScreen.styles';

/** Who holds a conversation, and until when. */
export interface OperatorClaim {
  holderName: string;
  /** Held by the signed-in operator. */
  mine: boolean;
  /** ISO-8601: the claim lapses then unless renewed. */
  until: string;
}

export interface OperatorInboxItem {
  /** The conversation. */
  id: number;
  /** The operator conversation page. */
  href: string;
  /** The fictional profile the operator writes as. */
  profile: { name: string; avatarUrl: string | null };
  /** The real member. */
  member: { name: string; age: number | null; country: string | null };
  siteDomain: string;
  /** The last message, as text (a gift or photo is described by the container). */
  lastMessage: string;
  lastMessageAt: string;
  /** Member messages since the profile's last answer. */
  unanswered: number;
  claim: OperatorClaim | null;
}

export interface OperatorInboxSite {
  id: number;
  domain: string;
}

export interface OperatorInboxScreenProps {
  items: readonly OperatorInboxItem[];
  /** The sites to filter by. */
  sites: readonly OperatorInboxSite[];
  /** The site shown; null shows every site. */
  siteId: number | null;
  onSiteChange: (siteId: number | null) => void;
  /** Claim a conversation (the container opens it once claimed). */
  onClaim: (id: number) => void;
  /** The conversation whose claim is on its way. */
  claimingId?: number | null;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A claim failed (`claim_taken` …), already translated. */
  actionError?: string;
  onDismissActionError?: () => void;
  /** The site's fictional wording for the profile badge (the default site's when several sites show). */
  fictional: FictionalWording;
  /** "Now", to tell live claims from lapsed ones; defaults to the current time. */
  now?: Date;
}

/** `/staff/operators`: conversations between real members and fictional profiles, newest unanswered first, to claim and answer. */
export function OperatorInboxScreen({
  items,
  sites,
  siteId,
  onSiteChange,
  onClaim,
  claimingId = null,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  actionError,
  onDismissActionError,
  fictional,
  now,
}: OperatorInboxScreenProps) {
  const { t, i18n } = useTranslation('moderation');
  const titleId = useId();
  const at = (now ?? new Date()).getTime();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="5rem" />
        ))}
      </SkeletonStack>
    );
  } else if (error) {
    content = (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState>
        <Icon name="chat" size="2rem" />
        <p>{t('inbox.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <List aria-labelledby={titleId}>
          {items.map((item) => {
            const rowTitle = `${titleId}-${item.id}`;
            const live = item.claim !== null && new Date(item.claim.until).getTime() > at;
            const mine = live && item.claim?.mine === true;
            const held = live && !mine;
            const until = item.claim ? clock.format(new Date(item.claim.until)) : '';
            const member = [item.member.name, item.member.age === null ? null : String(item.member.age), item.member.country ? countryName(item.member.country) : null]
              .filter(Boolean)
              .join(', ');
            return (
              <Row key={item.id} aria-labelledby={rowTitle} data-conversation-id={item.id} data-unanswered={item.unanswered > 0 || undefined}>
                <Avatars>
                  <Avatar src={item.profile.avatarUrl} name={item.profile.name} size="md" />
                </Avatars>
                <Who>
                  <ProfileName id={rowTitle}>
                    <span>{item.profile.name}</span>
                    <FictionalNotice variant="badge" warning={fictional.warning} icon={fictional.icon} label={fictional.label} />
                  </ProfileName>
                  <MemberLine>{t('inbox.with_member', { member })}</MemberLine>
                  <Muted>{item.siteDomain}</Muted>
                </Who>
                <MessageCell>
                  <Excerpt>{item.lastMessage}</Excerpt>
                  <MessageMeta>
                    <time dateTime={item.lastMessageAt}>{dateTime.format(new Date(item.lastMessageAt))}</time>
                    {item.unanswered > 0 ? (
                      <>
                        <Badge count={item.unanswered} tone="unread" label={t('inbox.unanswered', { count: item.unanswered })} />
                        <span aria-hidden="true">{t('inbox.unanswered_short')}</span>
                      </>
                    ) : (
                      <span>{t('inbox.answered')}</span>
                    )}
                  </MessageMeta>
                </MessageCell>
                <ClaimCell>
                  {mine ? (
                    <>
                      <Button size="sm" href={item.href} iconStart={<Icon name="chat" />}>
                        {t('inbox.open')}
                      </Button>
                      <Muted>{t('inbox.yours_until', { time: until })}</Muted>
                    </>
                  ) : held ? (
                    <>
                      <Button size="sm" variant="outline" disabled iconStart={<Icon name="lock" />}>
                        {t('inbox.held_by', { name: item.claim?.holderName ?? '' })}
                      </Button>
                      <Muted>{t('inbox.held_until', { time: until })}</Muted>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={claimingId === item.id}
                      disabled={claimingId !== null && claimingId !== item.id}
                      onClick={() => onClaim(item.id)}
                      aria-describedby={rowTitle}
                    >
                      {t('inbox.claim')}
                    </Button>
                  )}
                </ClaimCell>
              </Row>
            );
          })}
        </List>
        {hasMore && onLoadMore ? (
          <Footer>
            <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
              {t('common.load_more')}
            </Button>
          </Footer>
        ) : null}
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <HeaderText>
          <Title id={titleId}>{t('inbox.title')}</Title>
          <Lead>{t('inbox.lead')}</Lead>
        </HeaderText>
      </Header>
      <Toolbar>
        <SelectField
          label={t('inbox.site_filter')}
          name="site"
          value={siteId === null ? '' : String(siteId)}
          onChange={(value) => onSiteChange(value === '' ? null : Number(value))}
          options={[{ value: '', label: t('inbox.all_sites') }, ...sites.map((site) => ({ value: String(site.id), label: site.domain }))]}
        />
      </Toolbar>
      {actionError ? (
        <Alert tone="danger" onDismiss={onDismissActionError}>
          {actionError}
        </Alert>
      ) : null}
      {content}
    </ScreenRoot>
  );
}
