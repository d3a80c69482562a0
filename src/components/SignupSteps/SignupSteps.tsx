import { useTranslation } from 'react-i18next';
import { Count, Segment, StepName, StepsRoot, StepsText, Track } from './SignupSteps.styles';

export interface SignupStepsProps {
  /** The step the visitor is on, counted from 1. */
  current: number;
  /** How many steps there are. */
  total: number;
  /** The current step's name, already translated ("Password"). */
  label?: string;
  className?: string;
}

/**
 * The signup progress indicator: "Step 2 of 5 · Name" over a row of segments (done, current, to come). The text
 * carries the meaning; the segments are decoration.
 */
export function SignupSteps({ current, total, label, className }: SignupStepsProps) {
  const { t } = useTranslation('auth');
  const steps = Math.max(1, Math.floor(total));
  const at = Math.min(steps, Math.max(1, Math.floor(current)));
  return (
    <StepsRoot className={className} data-step={at}>
      <StepsText>
        <Count>{t('steps.progress', { current: at, total: steps })}</Count>
        {label ? <StepName>{label}</StepName> : null}
      </StepsText>
      <Track aria-hidden="true">
        {Array.from({ length: steps }, (_, index) => (
          <Segment key={index} $state={index + 1 < at ? 'done' : index + 1 === at ? 'current' : 'todo'} />
        ))}
      </Track>
    </StepsRoot>
  );
}
