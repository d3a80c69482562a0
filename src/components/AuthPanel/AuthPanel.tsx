import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { Brand, Content, Description, Emblem, Footer, Header, Panel, PanelRoot, Title } from './AuthPanel.styles';

export const AUTH_PANEL_TONES = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export type AuthPanelTone = (typeof AUTH_PANEL_TONES)[number];
export const AUTH_PANEL_WIDTHS = ['sm', 'md', 'lg'] as const;
export type AuthPanelWidth = (typeof AUTH_PANEL_WIDTHS)[number];

export type AuthPanelProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page's heading (an `h1`), already translated. */
  title: ReactNode;
  /** A short lead under the heading. */
  description?: ReactNode;
  /** A round emblem above the heading that sets the mood (a check for success, a warning for a failed link). */
  icon?: IconName;
  tone?: AuthPanelTone;
  /** `sm` for short forms (log in, reset), `md` for the signup steps, `lg` for pages with cards. */
  width?: AuthPanelWidth;
  /** Above the heading inside the card, such as the profile a visitor is signing up to meet. */
  header?: ReactNode;
  /** The site's logo above the card, for pages without navigation (the empty layout). */
  brand?: ReactNode;
  /** Under the card, such as "New here? Create an account". */
  footer?: ReactNode;
  /** Marks the card busy for assistive technology while its content loads or submits. */
  busy?: boolean;
  /** `center` for short status pages (a sentence and a button); forms keep `start`. */
  align?: 'start' | 'center';
  children?: ReactNode;
};

/**
 * The centred card that frames the account pages (sign up, log in, password reset, activation, reactivation): an
 * optional emblem, the page heading, a lead, the content, and a line under the card.
 */
export function AuthPanel({
  title,
  description,
  icon,
  tone = 'primary',
  width = 'sm',
  header,
  brand,
  footer,
  busy = false,
  align = 'start',
  children,
  ...rest
}: AuthPanelProps) {
  const titleId = useId();
  return (
    <PanelRoot $width={width}>
      {brand ? <Brand>{brand}</Brand> : null}
      <Panel aria-labelledby={titleId} aria-busy={busy || undefined} {...rest}>
        {header ? <Header>{header}</Header> : null}
        {icon ? (
          <Emblem $tone={tone} aria-hidden="true">
            <Icon name={icon} size="1.75rem" />
          </Emblem>
        ) : null}
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children ? <Content $align={align}>{children}</Content> : null}
      </Panel>
      {footer ? <Footer>{footer}</Footer> : null}
    </PanelRoot>
  );
}
