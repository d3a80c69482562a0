import { useTranslation } from 'react-i18next';
import { LanderAnimation } from '../../components/LanderAnimation';
import { LanderFeatures } from '../../components/LanderFeatures';
import { LanderPage, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderSteps } from '../../components/LanderSteps';

export interface LanderVideoScreenProps extends LanderScreenProps {
  /** Show the video's poster only (as reduced motion does). */
  poster?: boolean;
}

/**
 * SPEC §2 `/landers/video/{slug?}` ("landing page with a video variant"): a full-width, muted, looping video of a
 * city at night — drawn by the site itself — behind the signup panel, then what members find inside.
 */
export function LanderVideoScreen({ copyVariant, siteName, signupHref, poster = false }: LanderVideoScreenProps) {
  const { t } = useTranslation('landing');
  return (
    <LanderPage
      name="video"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('video.finale', { site: siteName })}
      hero={{
        layout: 'cover',
        tone: 'dark',
        title: t('video.title'),
        lead: t('video.lead'),
        ctaLabel: t('video.cta'),
        media: <LanderAnimation kind="city" label={t('video.animation_label')} poster={poster} />,
      }}
    >
      <LanderSection title={t('video.inside_title', { site: siteName })} centered>
        <LanderFeatures
          features={[
            { key: 'chat', icon: 'chat', title: t('video.chat_title'), body: t('video.chat_body') },
            { key: 'photos', icon: 'camera', title: t('video.photos_title'), body: t('video.photos_body') },
            { key: 'likes', icon: 'heart', title: t('video.likes_title'), body: t('video.likes_body') },
          ]}
        />
      </LanderSection>
      <LanderSteps tone="alt" />
    </LanderPage>
  );
}
