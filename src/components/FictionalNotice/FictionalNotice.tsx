import type { HTMLAttributes } from 'react';
import { NoticeBadge, NoticeIcon, NoticeRoot, NoticeText } from './FictionalNotice.styles';

export interface FictionalNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The site's `fictional_warning`: the sentence that explains what a fictional profile is. */
  warning: string;
  /** The site's `fictional_icon` (an emoji or a short symbol), shown in the badge. */
  icon: string;
  /** The site's `fictional_singular` ("fictional profile"), the badge's text. */
  label: string;
  /** `badge`: the badge alone (on a card or beside a name); `full`: the badge and the warning. */
  variant?: 'full' | 'badge';
}

/**
 * SPEC §2 warning for fictional profiles, built from the site's own wording (settings `fictional_warning`,
 * `fictional_singular`, `fictional_icon`): these are site texts in the site's language, not translation keys.
 */
export function FictionalNotice({ warning, icon, label, variant = 'full', ...rest }: FictionalNoticeProps) {
  const badge = (
    <NoticeBadge data-fictional-badge="">
      {icon ? <NoticeIcon aria-hidden="true">{icon}</NoticeIcon> : null}
      <span>{label}</span>
    </NoticeBadge>
  );
  if (variant === 'badge') {
    return (
      <NoticeRoot as="span" $variant="badge" title={warning || undefined} {...rest}>
        {badge}
      </NoticeRoot>
    );
  }
  return (
    <NoticeRoot role="note" $variant="full" data-fictional-notice="" {...rest}>
      {badge}
      {warning ? <NoticeText>{warning}</NoticeText> : null}
    </NoticeRoot>
  );
}
