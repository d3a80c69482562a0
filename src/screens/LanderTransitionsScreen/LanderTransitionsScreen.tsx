import { useTranslation } from 'react-i18next';
import { LanderAnimation } from '../../components/LanderAnimation';
import { LanderPage, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { Scene, SceneBody, SceneList, SceneMark, SceneTitle, SlideFrame } from './LanderTransitionsScreen.styles';

export interface LanderTransitionsScreenProps extends LanderScreenProps {
  /** Show the video's poster only (as reduced motion does). */
  poster?: boolean;
}

const SCENES = ['message', 'match', 'date'] as const;

/**
 * SPEC §2 `/landers/transitionsvideolanding/{slug?}`: a video of members' photos cross-fading into each other, one
 * new face after another, then an evening told in three scenes (a message, a match, a date), then signup.
 */
export function LanderTransitionsScreen({ copyVariant, siteName, signupHref, members, poster = false }: LanderTransitionsScreenProps) {
  const { t } = useTranslation('landing');
  return (
    <LanderPage
      name="transitionsvideolanding"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('transitions.finale')}
      hero={{
        tone: 'dark',
        title: t('transitions.title'),
        lead: t('transitions.lead', { site: siteName }),
        media: (
          <SlideFrame>
            <LanderAnimation kind="slideshow" members={members} label={t('transitions.animation_label')} poster={poster} />
          </SlideFrame>
        ),
      }}
    >
      <LanderSection title={t('transitions.scenes_title')} lead={t('transitions.scenes_lead')}>
        <SceneList>
          {SCENES.map((scene, index) => (
            <Scene key={scene} data-scene={scene}>
              <SceneMark aria-hidden="true">{index + 1}</SceneMark>
              <div>
                <SceneTitle>{t(`transitions.scene_${scene}_title`)}</SceneTitle>
                <SceneBody>{t(`transitions.scene_${scene}_body`)}</SceneBody>
              </div>
            </Scene>
          ))}
        </SceneList>
      </LanderSection>
    </LanderPage>
  );
}
