import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { CreditBadgeRoot } from './CreditBadge.styles';
import { creditBadgeTone } from './creditBadgeTone';

export type CreditBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  credits: number;
  /** Screen-reader text; defaults to "Only 3 credits left" / "You have no credits left". */
  label?: string;
};

/** The low-credit badge (SPEC §2): the balance at 10 or fewer, amber above 0, red at 0; nothing above 10. */
export function CreditBadge({ credits, label, ...rest }: CreditBadgeProps) {
  const { t } = useTranslation('common');
  const tone = creditBadgeTone(credits);
  if (!tone) return null;
  const count = Math.max(0, Math.floor(credits));
  const description = label ?? (count > 0 ? t('low_credits', { count }) : t('no_credits'));
  return (
    <CreditBadgeRoot data-tone={tone} {...rest}>
      <Badge count={count} tone={tone} label={description} showZero />
    </CreditBadgeRoot>
  );
}
