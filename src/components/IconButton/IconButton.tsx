import { useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useLinkComponent } from '../Link/LinkProvider';
import { IconButtonBadge, IconButtonRoot, IconButtonWrap } from './IconButton.styles';

export const ICON_BUTTON_VARIANTS = ['ghost', 'solid', 'onNav'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** The accessible name (there is no visible text). */
  label: string;
  icon: ReactNode;
  /** `onNav` is readable on the navigation bar's background. */
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Renders a link (through the app's router link) instead of a button. */
  href?: string;
  /**
   * A count badge in the corner, usually a `<Badge>` with a `label`; it becomes the control's description.
   * With a badge the control is wrapped in an inline-flex span that carries the badge.
   */
  badge?: ReactNode;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
};

/** A square icon-only button or link with an accessible name and an optional corner badge. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  href,
  badge,
  type = 'button',
  disabled,
  onClick,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: IconButtonProps) {
  const linkComponent = useLinkComponent();
  const badgeId = useId();
  const hasBadge = badge !== undefined && badge !== null && badge !== false;
  const description = [describedBy, hasBadge ? badgeId : undefined].filter(Boolean).join(' ') || undefined;
  // The badge sits beside the control, not inside it: its visible "99+" must not be part of the control's text
  // (the name is `label`); it reaches assistive technology as the control's description instead.
  const withBadge = (control: ReactNode) =>
    hasBadge ? (
      <IconButtonWrap>
        {control}
        <IconButtonBadge id={badgeId}>{badge}</IconButtonBadge>
      </IconButtonWrap>
    ) : (
      control
    );
  const common = { $variant: variant, $size: size, 'aria-label': label, 'aria-describedby': description };

  if (href !== undefined) {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      (onClick as unknown as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
    };
    return withBadge(
      <IconButtonRoot
        {...(rest as Record<string, unknown>)}
        {...common}
        as={linkComponent}
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        onClick={handleClick}
        aria-disabled={disabled || undefined}
      >
        {icon}
      </IconButtonRoot>,
    );
  }
  return withBadge(
    <IconButtonRoot {...rest} {...common} ref={ref as Ref<HTMLButtonElement>} type={type} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButtonRoot>,
  );
}
