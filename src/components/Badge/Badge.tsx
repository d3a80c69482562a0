import type { HTMLAttributes } from 'react';
import { BADGE_CAP } from '../../../contract/constants';
import { VisuallyHidden } from '../VisuallyHidden';
import { BadgeRoot } from './Badge.styles';
import { capCount } from './capCount';

export const BADGE_TONES = ['unread', 'primary', 'danger', 'warning', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  count: number;
  /** Highest number shown before "cap+" (SPEC §9: 99). */
  cap?: number;
  tone?: BadgeTone;
  /** What the count means, for screen readers ("5 unread messages"); the visible number is then hidden from them. */
  label?: string;
  /** Show the badge at 0 too (hidden by default). */
  showZero?: boolean;
};

/** A small count pill (unread messages, new likes), capped at 99+. Renders nothing at 0 unless `showZero`. */
export function Badge({ count, cap = BADGE_CAP, tone = 'primary', label, showZero = false, ...rest }: BadgeProps) {
  if (!(count > 0) && !showZero) return null;
  const text = capCount(count, cap);
  return (
    <BadgeRoot $tone={tone} data-count={text} {...rest}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </BadgeRoot>
  );
}
