import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { TagRoot } from './StatusTag.styles';

export const STATUS_TONES = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

const TONE_ICONS: Record<StatusTone, IconName> = { success: 'check', warning: 'clock', danger: 'block', info: 'info', neutral: 'more' };

export type StatusTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  tone: StatusTone;
  /** The state in words, already translated: the colour and icon only repeat it. */
  children: ReactNode;
  /** Replaces the tone's own icon. */
  icon?: IconName;
};

/** A state (pending, banned, answered…) as a tinted label with an icon and its name, never colour alone. */
export function StatusTag({ tone, children, icon, ...rest }: StatusTagProps) {
  return (
    <TagRoot $tone={tone} data-tone={tone} {...rest}>
      <Icon name={icon ?? TONE_ICONS[tone]} size="0.875rem" />
      <span>{children}</span>
    </TagRoot>
  );
}
