import { useTranslation } from 'react-i18next';
import { LanderFeatures } from '../../components/LanderFeatures';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, largePhoto, photosFirst, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderSteps } from '../../components/LanderSteps';
import { Collage, CollageTile } from './LanderCollageScreen.styles';

export type LanderCollageScreenProps = LanderScreenProps;

/** Tiles in the collage; members fill them in order, drawn silhouettes the rest. */
export const COLLAGE_TILES = 12;
/** The tiles that span two rows and columns (see the styles), shown with the full-size photo. */
const BIG_TILES: readonly number[] = [0, 7];

/**
 * SPEC §2 `/landers/collagelanding/{slug?}`: a wall of members' photos behind the signup panel — many real faces at
 * a glance — then why the site works and how.
 */
export function LanderCollageScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderCollageScreenProps) {
  const { t } = useTranslation('landing');
  const shown = photosFirst(members);
  const collage = (
    <Collage aria-hidden="true">
      {Array.from({ length: COLLAGE_TILES }, (_, index) => {
        const member = shown[index];
        return (
          <CollageTile key={member?.id ?? `tile-${index}`} $index={index}>
            <LanderMemberPhoto
              src={BIG_TILES.includes(index) ? largePhoto(member) : (member?.photoUrl ?? null)}
              seed={member?.id ?? index}
              loading={membersLoading}
            />
          </CollageTile>
        );
      })}
    </Collage>
  );
  return (
    <LanderPage
      name="collagelanding"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('collage.finale', { site: siteName })}
      hero={{ layout: 'cover', title: t('collage.title'), lead: t('collage.lead'), media: collage }}
    >
      <LanderSection title={t('collage.why_title', { site: siteName })} centered>
        <LanderFeatures
          features={[
            { key: 'faces', icon: 'camera', title: t('collage.faces_title'), body: t('collage.faces_body') },
            { key: 'nearby', icon: 'mapPin', title: t('collage.nearby_title'), body: t('collage.nearby_body') },
            { key: 'discreet', icon: 'lock', title: t('collage.discreet_title'), body: t('collage.discreet_body') },
          ]}
        />
      </LanderSection>
      <LanderSteps tone="alt" />
    </LanderPage>
  );
}
