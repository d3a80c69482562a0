import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../Link/LinkProvider';
import { ButtonIcon, ButtonLabel, ButtonRoot, ButtonSpinner } from './Button.styles';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and makes the button inactive until the work is done: `aria-disabled`, with
   * clicks (and so a form's submission) ignored, not the native `disabled`, so a button that has the keyboard focus
   * keeps it while it loads instead of dropping it to the page's body.
   */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /** Renders a link (through the app's router link) that looks like a button. */
  href?: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
};

/** The action button. With `href` it is a link styled as a button, for actions that navigate. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  iconStart,
  iconEnd,
  href,
  type = 'button',
  disabled,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const linkComponent = useLinkComponent();
  const inactive = Boolean(disabled || loading);
  const content = (
    <>
      {loading ? <ButtonSpinner aria-hidden="true" data-testid="button-spinner" /> : iconStart ? <ButtonIcon aria-hidden="true">{iconStart}</ButtonIcon> : null}
      {children !== undefined && children !== null ? <ButtonLabel>{children}</ButtonLabel> : null}
      {iconEnd ? <ButtonIcon aria-hidden="true">{iconEnd}</ButtonIcon> : null}
    </>
  );
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };

  if (href !== undefined) {
    // A link cannot be disabled natively: mark it and swallow the click instead.
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (inactive) {
        event.preventDefault();
        return;
      }
      (onClick as unknown as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
    };
    return (
      <ButtonRoot
        {...(rest as Record<string, unknown>)}
        {...style}
        as={linkComponent}
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        onClick={handleClick}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
      >
        {content}
      </ButtonRoot>
    );
  }

  // Natively disabled only when asked to be; while loading it stays focusable and swallows its clicks instead.
  const handleButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot
      {...rest}
      {...style}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      disabled={Boolean(disabled)}
      onClick={handleButtonClick}
      aria-disabled={loading && !disabled ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
    >
      {content}
    </ButtonRoot>
  );
}
