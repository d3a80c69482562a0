import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS, PREMIUM_MORE_CHANCE_PERCENT } from '../../../contract/constants';
import { Icon, type IconName } from '../Icon';
import { BenefitIcon, BenefitItem, BenefitList, BenefitText } from './PremiumBenefits.styles';

export interface PremiumBenefitsProps {
  /** `grid`: two columns from the md breakpoint (the premium page). `list`: one column (a side panel). */
  layout?: 'grid' | 'list';
  className?: string;
}

/**
 * What premium gives (SPEC §6, §9): all photos, unlimited premium functions, 25 uploads, and 46% more chance.
 */
export function PremiumBenefits({ layout = 'list', className }: PremiumBenefitsProps) {
  const { t } = useTranslation('credits');
  const benefits: ReadonlyArray<{ key: string; icon: IconName; text: string }> = [
    { key: 'photos', icon: 'image', text: t('benefits.all_photos') },
    { key: 'functions', icon: 'star', text: t('benefits.unlimited') },
    { key: 'uploads', icon: 'camera', text: t('benefits.uploads', { count: PHOTO_LIMITS.premium }) },
    { key: 'chance', icon: 'heart', text: t('benefits.more_chance', { percent: PREMIUM_MORE_CHANCE_PERCENT }) },
  ];
  return (
    <BenefitList $layout={layout} className={className}>
      {benefits.map((benefit) => (
        <BenefitItem key={benefit.key} data-benefit={benefit.key}>
          <BenefitIcon aria-hidden="true">
            <Icon name={benefit.icon} />
          </BenefitIcon>
          <BenefitText>{benefit.text}</BenefitText>
        </BenefitItem>
      ))}
    </BenefitList>
  );
}
