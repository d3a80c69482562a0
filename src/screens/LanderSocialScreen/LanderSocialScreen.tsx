import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LanderCta } from '../../components/LanderCta';
import { LanderMemberList } from '../../components/LanderMemberList';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, photosFirst, type LanderMember, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { Skeleton } from '../../components/Skeleton';
import {
  AvatarStack,
  AvatarStackItem,
  Feed,
  FeedLayout,
  Gate,
  Post,
  PostActions,
  PostAuthor,
  PostHeader,
  PostPhoto,
  PostText,
  PostTime,
  PostWho,
  Sidebar,
  SidebarTitle,
} from './LanderSocialScreen.styles';

export type LanderSocialScreenProps = LanderScreenProps;

/** Posts in the feed before the "sign up to see more" gate. */
export const FEED_POSTS = 4;
const MINUTES_AGO = [2, 7, 18, 36];

type PostKind = 'joined' | 'photo' | 'online' | 'looking';
const KINDS: readonly PostKind[] = ['joined', 'photo', 'online', 'looking'];

function postKind(member: LanderMember, index: number): PostKind {
  const kind = KINDS[index % KINDS.length] ?? 'looking';
  // "Online now in …" needs a city; "a new photo" needs a photo.
  if (kind === 'online' && !member.city) return 'looking';
  if (kind === 'photo' && !member.photoUrl) return 'joined';
  return kind;
}

/**
 * SPEC §2 `/landers/socialnetwork/{slug?}`: the site as a social feed — members joining, posting photos, going
 * online — with likes and replies that lead to signup, and who is online beside it.
 */
export function LanderSocialScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderSocialScreenProps) {
  const { t } = useTranslation('landing');
  const posts = members.slice(0, FEED_POSTS);
  const faces = photosFirst(members).slice(0, 5);

  return (
    <LanderPage
      name="socialnetwork"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('social.finale', { site: siteName })}
      hero={{
        layout: 'centered',
        title: t('social.title', { site: siteName }),
        lead: t('social.lead'),
        ctaLabel: t('social.cta'),
        children:
          faces.length > 0 ? (
            <AvatarStack aria-hidden="true">
              {faces.map((member) => (
                <AvatarStackItem key={member.id}>
                  <LanderMemberPhoto src={member.photoUrl} shape="circle" seed={member.id} />
                </AvatarStackItem>
              ))}
            </AvatarStack>
          ) : null,
      }}
    >
      <LanderSection title={t('social.feed_title')}>
        <FeedLayout>
          <Feed aria-label={t('social.feed_title')} aria-busy={membersLoading || undefined}>
            {membersLoading
              ? Array.from({ length: 2 }, (_, index) => (
                  <Post key={index} aria-hidden="true">
                    <Skeleton shape="text" lines={3} />
                  </Post>
                ))
              : posts.map((member, index) => {
                  const kind = postKind(member, index);
                  return (
                    <Post key={member.id} data-post={kind}>
                      <PostHeader>
                        <PostAuthor>
                          <LanderMemberPhoto src={member.photoUrl} shape="circle" seed={member.id} />
                        </PostAuthor>
                        <PostWho>
                          <strong>{member.age === null ? member.name : t('members.name_age', { name: member.name, age: member.age })}</strong>
                          <PostTime>{t('social.minutes_ago', { count: MINUTES_AGO[index] ?? 1 })}</PostTime>
                        </PostWho>
                      </PostHeader>
                      <PostText>{t(`social.post_${kind}`, { name: member.name, city: member.city ?? '' })}</PostText>
                      {kind === 'photo' ? (
                        <PostPhoto>
                          <LanderMemberPhoto src={member.photoUrl} shape="square" seed={member.id} />
                        </PostPhoto>
                      ) : null}
                      <PostActions>
                        <Button href={signupHref} variant="ghost" size="sm" iconStart={<Icon name="heart" />} aria-label={t('social.like_post', { name: member.name })}>
                          {t('social.like')}
                        </Button>
                        <Button href={signupHref} variant="ghost" size="sm" iconStart={<Icon name="chat" />} aria-label={t('social.reply_post', { name: member.name })}>
                          {t('social.reply')}
                        </Button>
                      </PostActions>
                    </Post>
                  );
                })}
            <Gate data-post="gate">
              <h3>{t('social.gate_title')}</h3>
              <p>{t('social.gate_body')}</p>
              <LanderCta href={signupHref} align="center" note={false} size="md" />
            </Gate>
          </Feed>
          <Sidebar>
            <SidebarTitle>{t('social.online_title')}</SidebarTitle>
            <LanderMemberList
              members={members.filter((member) => member.online)}
              signupHref={signupHref}
              label={t('social.online_title')}
              loading={membersLoading}
              limit={4}
            />
          </Sidebar>
        </FeedLayout>
      </LanderSection>
    </LanderPage>
  );
}
