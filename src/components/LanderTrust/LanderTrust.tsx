import { useTranslation } from 'react-i18next';
import { LanderFeatures, type LanderFeature } from '../LanderFeatures/LanderFeatures';
import { LanderSection, type LanderSectionProps } from '../LanderSection';

export interface LanderTrustProps {
  /**
   * The site's own words about fictional profiles (settings `fictional_warning`): shown as a point of its own,
   * because honesty about them is part of trust. Left out, the point is not shown.
   */
  fictionalWarning?: string;
  tone?: LanderSectionProps['tone'];
}

/** Trust and safety: adults only, privacy, the member's control (block, report), and the fictional-profile notice. */
export function LanderTrust({ fictionalWarning, tone = 'alt' }: LanderTrustProps) {
  const { t } = useTranslation('landing');
  const points: LanderFeature[] = [
    { key: 'adults', icon: 'check', title: t('trust.adults_title'), body: t('trust.adults_body') },
    { key: 'privacy', icon: 'lock', title: t('trust.privacy_title'), body: t('trust.privacy_body') },
    { key: 'control', icon: 'block', title: t('trust.control_title'), body: t('trust.control_body') },
  ];
  if (fictionalWarning) points.push({ key: 'fictional', icon: 'info', title: t('trust.fictional_title'), body: fictionalWarning });
  return (
    <LanderSection title={t('trust.title')} lead={t('trust.lead')} tone={tone}>
      <LanderFeatures features={points} layout="inline" />
    </LanderSection>
  );
}
