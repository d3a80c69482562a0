import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { LanderSection, type LanderSectionProps } from '../LanderSection';
import { StepBody, StepIcon, StepItem, StepList, StepNumber, StepTitle } from './LanderSteps.styles';

const STEPS: ReadonlyArray<{ key: 'create' | 'browse' | 'chat'; icon: IconName }> = [
  { key: 'create', icon: 'user' },
  { key: 'browse', icon: 'heart' },
  { key: 'chat', icon: 'chat' },
];

export interface LanderStepsProps {
  tone?: LanderSectionProps['tone'];
}

/** "How it works" in three steps: a free profile, browse and like, chat and meet. */
export function LanderSteps({ tone = 'plain' }: LanderStepsProps) {
  const { t } = useTranslation('landing');
  return (
    <LanderSection title={t('steps.title')} lead={t('steps.lead')} tone={tone} centered>
      <StepList>
        {STEPS.map(({ key, icon }, index) => (
          <StepItem key={key}>
            <StepIcon aria-hidden="true">
              <Icon name={icon} size="1.75rem" />
              <StepNumber>{index + 1}</StepNumber>
            </StepIcon>
            <StepTitle>{t(`steps.${key}_title`)}</StepTitle>
            <StepBody>{t(`steps.${key}_body`)}</StepBody>
          </StepItem>
        ))}
      </StepList>
    </LanderSection>
  );
}
