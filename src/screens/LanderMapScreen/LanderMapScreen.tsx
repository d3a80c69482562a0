import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { LanderMemberList } from '../../components/LanderMemberList';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, photosFirst, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderTrust } from '../../components/LanderTrust';
import { MapFrame, MapSvg, Pin, PinOnline, PinPhoto, YouLabel, YouMarker } from './LanderMapScreen.styles';

export type LanderMapScreenProps = LanderScreenProps;

/**
 * Where the pins stand on the drawn map, in percent. Fixed spots around "you", never derived from members'
 * positions: the map is an illustration, and no member's location is ever shown more precisely than their city (SEC-18).
 */
export const PIN_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [22, 24],
  [72, 18],
  [84, 56],
  [30, 70],
  [58, 80],
  [14, 48],
  [64, 40],
  [42, 22],
];

function StreetMap() {
  const { color } = useTheme();
  return (
    <MapSvg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="400" height="300" fill={color.surfaceAlt} />
      <path d="M-10 210C60 190 90 240 160 230s120-60 180-50 70 20 80 20v110H-10z" fill={color.info} opacity="0.25" />
      <rect x="250" y="40" width="90" height="60" rx="14" fill={color.success} opacity="0.25" />
      <circle cx="90" cy="90" r="36" fill={color.success} opacity="0.2" />
      <g stroke={color.surface} strokeLinecap="round">
        <path d="M0 130H400M0 60H400M140 0V300M300 0V300M60 0L220 300" strokeWidth="10" />
        <path d="M0 170H400M0 20H400M60 0V300M220 0V300M360 0V300M0 260L400 100" strokeWidth="5" />
      </g>
      <g stroke={color.border} strokeWidth="1" fill="none">
        <path d="M0 130H400M0 60H400M140 0V300M300 0V300" />
      </g>
    </MapSvg>
  );
}

/**
 * SPEC §2 `/landers/maplanding/{slug?}`: members near the visitor on a drawn map (no map tiles from anywhere), with
 * the same members in a list beside it, and signup to say hello.
 */
export function LanderMapScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderMapScreenProps) {
  const { t } = useTranslation('landing');
  const pinned = photosFirst(members).slice(0, PIN_SPOTS.length);
  const map = (
    <MapFrame role="img" aria-label={t('map.label')}>
      <StreetMap />
      {PIN_SPOTS.map(([left, top], index) => {
        const member = pinned[index];
        if (!member && !membersLoading && pinned.length > 0) return null;
        return (
          <Pin key={member?.id ?? `spot-${index}`} style={{ left: `${left}%`, top: `${top}%` }} data-pin={member ? member.id : 'placeholder'}>
            <PinPhoto>
              <LanderMemberPhoto src={member?.photoUrl ?? null} shape="circle" seed={member?.id ?? index} loading={membersLoading} />
            </PinPhoto>
            {member?.online ? <PinOnline /> : null}
          </Pin>
        );
      })}
      <YouMarker>
        <YouLabel>{t('map.you')}</YouLabel>
      </YouMarker>
    </MapFrame>
  );
  return (
    <LanderPage
      name="maplanding"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('map.finale')}
      hero={{ title: t('map.title'), lead: t('map.lead', { site: siteName }), ctaLabel: t('map.cta'), media: map }}
    >
      <LanderSection title={t('map.list_title')} lead={t('map.list_lead')}>
        <LanderMemberList members={members} signupHref={signupHref} label={t('map.list_title')} loading={membersLoading} limit={8} />
      </LanderSection>
      <LanderTrust />
    </LanderPage>
  );
}
