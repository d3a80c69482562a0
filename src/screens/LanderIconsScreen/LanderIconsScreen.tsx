import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERESTS, type InterestKey } from '../../../contract/interests';
import type { NicheId } from '../../../theme/niches';
import { LanderArt } from '../../components/LanderArt';
import { LanderCta } from '../../components/LanderCta';
import { LanderPage, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderSteps } from '../../components/LanderSteps';
import { IconArt, InterestButton, InterestEmoji, InterestGrid, InterestLabel, PickedCount, PickFooter } from './LanderIconsScreen.styles';

export type LanderIconsScreenProps = LanderScreenProps;

/**
 * The interests each copy variant offers: what that audience tends to look for, kept tasteful (the site's list has
 * more). Keyed by the niche number of SPEC §9.
 */
export const FEATURED_INTERESTS: Record<NicheId, readonly InterestKey[]> = {
  1: ['travelling', 'music', 'movies', 'cooking', 'dancing', 'wine', 'beach', 'hiking', 'kissing', 'massages', 'one_night_stand', 'relationship'],
  2: ['kissing', 'hugging', 'travelling', 'art', 'music', 'theater', 'lingerie', 'massages', 'relationship', 'coffee', 'dancing', 'photography'],
  3: ['bondage', 'sadomasochism', 'lingerie', 'sex_toys', 'safe_sex', 'massages', 'exchanging_pictures', 'tattoos', 'party', 'wine', 'photography', 'relationship'],
  4: ['foodie', 'cooking', 'dancing', 'lingerie', 'hugging', 'massages', 'beach', 'movies', 'wine', 'shopping', 'kissing', 'relationship'],
  5: ['reading', 'theater', 'gardening', 'wine', 'travelling', 'cooking', 'art', 'tea', 'music', 'movies', 'hugging', 'relationship'],
  6: ['wine', 'lingerie', 'travelling', 'fashion', 'massages', 'dancing', 'one_night_stand', 'kissing', 'shopping', 'party', 'gym', 'beach'],
  7: ['gym', 'party', 'music', 'travelling', 'tattoos', 'fashion', 'one_night_stand', 'massages', 'sports', 'beach', 'video_games', 'kissing'],
};

const ICONS: ReadonlyMap<string, string> = new Map(INTERESTS.map((interest) => [interest.key, interest.icon]));

/**
 * SPEC §2 `/landers/iconslanding/{slug?}`: a grid of interest icons (SPEC §3). The visitor picks what they enjoy;
 * the button then offers to show members who share it — after signing up.
 */
export function LanderIconsScreen({ copyVariant, siteName, signupHref }: LanderIconsScreenProps) {
  const { t } = useTranslation('landing');
  const { t: tInterest } = useTranslation('interests');
  const [picked, setPicked] = useState<readonly InterestKey[]>([]);
  const toggle = (key: InterestKey) =>
    setPicked((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));

  return (
    <LanderPage
      name="iconslanding"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('icons.finale', { site: siteName })}
      hero={{
        title: t('icons.title'),
        lead: t('icons.lead'),
        media: (
          <IconArt>
            <LanderArt variant="rings" />
          </IconArt>
        ),
      }}
    >
      <LanderSection title={t('icons.pick_title')} lead={t('icons.pick_lead')} centered>
        <InterestGrid role="group" aria-label={t('icons.pick_title')}>
          {FEATURED_INTERESTS[copyVariant].map((key) => {
            const pressed = picked.includes(key);
            return (
              <InterestButton key={key} type="button" aria-pressed={pressed} $pressed={pressed} onClick={() => toggle(key)} data-interest={key}>
                <InterestEmoji aria-hidden="true">{ICONS.get(key)}</InterestEmoji>
                <InterestLabel>{tInterest(key)}</InterestLabel>
              </InterestButton>
            );
          })}
        </InterestGrid>
        <PickFooter>
          <PickedCount role="status">{picked.length > 0 ? t('icons.picked', { count: picked.length }) : t('icons.picked_none')}</PickedCount>
          <LanderCta href={signupHref} label={t('icons.cta')} align="center" note={false} />
        </PickFooter>
      </LanderSection>
      <LanderSteps tone="alt" />
    </LanderPage>
  );
}
