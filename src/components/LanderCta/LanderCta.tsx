import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { CtaNote, CtaRoot } from './LanderCta.styles';

export interface LanderCtaProps {
  /** Opens the signup flow. */
  href: string;
  /** The button's words; "Sign up free" when left out. */
  label?: string;
  /** The reassurance under the button (free, adults only, discreet); `false` leaves it out. */
  note?: string | false;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'secondary';
  align?: 'start' | 'center';
  className?: string;
}

/** The signup button of a landing page, with its short reassurance. Marked `data-signup-cta` for tests. */
export function LanderCta({ href, label, note, size = 'lg', variant = 'primary', align = 'start', className }: LanderCtaProps) {
  const { t } = useTranslation('landing');
  const noteText = note === false ? null : (note ?? t('cta.note'));
  return (
    <CtaRoot $align={align} className={className}>
      <Button href={href} size={size} variant={variant} iconEnd={<Icon name="heartFilled" />} data-signup-cta="">
        {label ?? t('cta.signup')}
      </Button>
      {noteText ? <CtaNote>{noteText}</CtaNote> : null}
    </CtaRoot>
  );
}
