import { useTranslation } from 'react-i18next';
import { LanderArt } from '../../components/LanderArt';
import { LanderFeatures } from '../../components/LanderFeatures';
import { LanderMemberList } from '../../components/LanderMemberList';
import { LanderPage, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderTrust } from '../../components/LanderTrust';
import { NightArt, OnlineCount } from './LanderAloneTonightScreen.styles';

export type LanderAloneTonightScreenProps = LanderScreenProps;

/**
 * SPEC §2 `/landers/alonetonight/{slug?}`: a night-time page for visitors looking for company this evening — who is
 * online now, ideas for the night, and signup.
 */
export function LanderAloneTonightScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderAloneTonightScreenProps) {
  const { t } = useTranslation('landing');
  const online = members.filter((member) => member.online);
  // Online members first: the page is about tonight.
  const ordered = [...online, ...members.filter((member) => !member.online)];
  return (
    <LanderPage
      name="alonetonight"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('alonetonight.finale')}
      hero={{
        tone: 'dark',
        title: t('alonetonight.title'),
        lead: t('alonetonight.lead', { site: siteName }),
        ctaLabel: t('alonetonight.cta'),
        media: (
          <NightArt>
            <LanderArt variant="night" />
          </NightArt>
        ),
        children: online.length > 0 ? <OnlineCount>{t('alonetonight.online_count', { count: online.length })}</OnlineCount> : null,
      }}
    >
      <LanderSection title={t('alonetonight.online_title')} lead={t('alonetonight.online_lead')}>
        <LanderMemberList members={ordered} signupHref={signupHref} label={t('alonetonight.online_title')} loading={membersLoading} />
      </LanderSection>
      <LanderSection title={t('alonetonight.ideas_title')} tone="alt">
        <LanderFeatures
          tone="dark"
          features={[
            { key: 'chat', icon: 'chat', title: t('alonetonight.idea_chat_title'), body: t('alonetonight.idea_chat_body') },
            { key: 'drink', icon: 'mapPin', title: t('alonetonight.idea_drink_title'), body: t('alonetonight.idea_drink_body') },
            { key: 'flirt', icon: 'flame', title: t('alonetonight.idea_flirt_title'), body: t('alonetonight.idea_flirt_body') },
          ]}
        />
      </LanderSection>
      <LanderTrust />
    </LanderPage>
  );
}
