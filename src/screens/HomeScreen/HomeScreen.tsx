import { useTranslation } from 'react-i18next';
import type { NicheId } from '../../../theme/niches';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LanderArt } from '../../components/LanderArt';
import { LanderCta } from '../../components/LanderCta';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, useNicheCopy } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderSteps } from '../../components/LanderSteps';
import { LanderTrust } from '../../components/LanderTrust';
import { Link } from '../../components/Link';
import { MemberGrid } from '../../components/MemberGrid';
import type { FictionalWording, MemberCardData } from '../../components/MemberCard/MemberCard';
import {
  HeroCards,
  HeroCard,
  HeroArt,
  HeroMedia,
  LoginLine,
  PreviewFooter,
  TeaserCard,
  TeaserGrid,
  TeaserRoot,
} from './HomeScreen.styles';

export const HOME_PREVIEW_STATES = ['loading', 'ready', 'denied', 'error'] as const;
/** The member preview: loading, shown, refused to visitors by the site (`logged_out_search`), or failed. */
export type HomePreviewState = (typeof HOME_PREVIEW_STATES)[number];

/** The preview shows at most this many members: two rows on wide screens. */
export const HOME_PREVIEW_SIZE = 10;
const TEASER_TILES = 6;

export interface HomeScreenProps {
  /** The niche whose copy the page speaks (the site's niche). */
  copyVariant: NicheId;
  siteName: string;
  /** Opens the signup flow. */
  signupHref: string;
  loginHref: string;
  previewState: HomePreviewState;
  /** The visitor's page of the search (SPEC §6 limited search). */
  previewMembers: readonly MemberCardData[];
  memberHref: (id: number) => string;
  /** The members page, for "see all". */
  membersHref: string;
  onRetryPreview?: () => void;
  /** The site's marks for fictional members (settings). */
  fictional?: FictionalWording;
  /** The site's notice about fictional profiles (settings `fictional_warning`), in the trust section. */
  fictionalWarning?: string;
}

/**
 * SPEC §2 home (`/`) for visitors: a hero with signup in the niche's words, a preview of members that follows the
 * site's `logged_out_search` (a teaser when visitors may not search), how it works, and trust and safety.
 */
export function HomeScreen({
  copyVariant,
  siteName,
  signupHref,
  loginHref,
  previewState,
  previewMembers,
  memberHref,
  membersHref,
  onRetryPreview,
  fictional,
  fictionalWarning,
}: HomeScreenProps) {
  const { t } = useTranslation('landing');
  const copy = useNicheCopy(copyVariant);
  const shown = previewState === 'ready' ? previewMembers.slice(0, HOME_PREVIEW_SIZE) : [];
  const faces = shown.filter((member) => member.main_image).slice(0, 3);

  const hero = {
    title: copy.headline,
    lead: copy.lead,
    media: (
      <HeroMedia>
        <HeroArt>
          <LanderArt variant="hearts" />
        </HeroArt>
        <HeroCards aria-hidden="true">
          {[0, 1, 2].map((slot) => (
            <HeroCard key={slot} $slot={slot}>
              <LanderMemberPhoto
                src={faces[slot]?.main_image?.thumb_filename ?? null}
                shape="portrait"
                seed={slot}
                loading={previewState === 'loading'}
              />
            </HeroCard>
          ))}
        </HeroCards>
      </HeroMedia>
    ),
    children: (
      <LoginLine>
        {t('home.member_already')} <Link href={loginHref}>{t('cta.login')}</Link>
      </LoginLine>
    ),
  };

  return (
    <LanderPage
      name="home"
      hero={hero}
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('home.finale_title', { site: siteName })}
      finaleBody={t('home.finale_body')}
    >
      <LanderSection title={t('home.preview_title')} lead={t('home.preview_lead')}>
        {previewState === 'error' ? (
          <Alert
            tone="danger"
            title={t('home.preview_error')}
            action={
              onRetryPreview ? (
                <Button variant="outline" size="sm" onClick={onRetryPreview}>
                  {t('home.preview_retry')}
                </Button>
              ) : undefined
            }
          />
        ) : previewState === 'denied' ? (
          <TeaserRoot data-preview="teaser">
            <TeaserGrid aria-hidden="true">
              {Array.from({ length: TEASER_TILES }, (_, index) => (
                <LanderMemberPhoto key={index} src={null} shape="portrait" seed={index} blurred />
              ))}
            </TeaserGrid>
            <TeaserCard>
              <h3>{t('home.teaser_title')}</h3>
              <p>{t('home.teaser_body')}</p>
              <LanderCta href={signupHref} align="center" note={false} size="md" />
            </TeaserCard>
          </TeaserRoot>
        ) : previewState === 'ready' && shown.length === 0 ? (
          <TeaserCard data-preview="empty">
            <p>{t('home.preview_empty')}</p>
            <LanderCta href={signupHref} align="center" note={false} size="md" />
          </TeaserCard>
        ) : (
          <>
            <MemberGrid
              members={shown}
              hrefFor={memberHref}
              label={t('home.preview_label')}
              loading={previewState === 'loading'}
              skeletonCount={HOME_PREVIEW_SIZE}
              fictional={fictional}
            />
            {previewState === 'ready' ? (
              <PreviewFooter>
                <Button href={membersHref} variant="outline">
                  {t('home.preview_more')}
                </Button>
              </PreviewFooter>
            ) : null}
          </>
        )}
      </LanderSection>
      <LanderSteps tone="alt" />
      <LanderTrust fictionalWarning={fictionalWarning} tone="plain" />
    </LanderPage>
  );
}
