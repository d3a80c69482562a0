import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { AlertAction, AlertContent, AlertDismiss, AlertIcon, AlertRoot, AlertTitle } from './Alert.styles';

export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

const TONE_ICONS: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'warning', danger: 'danger' };

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /** A call to action under the text (usually a Button). */
  action?: ReactNode;
};

/** An inline message banner. Danger alerts interrupt screen readers (`role="alert"`); the others are polite (`status`). */
export function Alert({ tone, title, children, onDismiss, action, role, ...rest }: AlertProps) {
  const { t } = useTranslation('common');
  return (
    <AlertRoot $tone={tone} role={role ?? (tone === 'danger' ? 'alert' : 'status')} data-tone={tone} {...rest}>
      <AlertIcon>
        <Icon name={TONE_ICONS[tone]} />
      </AlertIcon>
      <AlertContent>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children ? <div>{children}</div> : null}
        {action ? <AlertAction>{action}</AlertAction> : null}
      </AlertContent>
      {onDismiss ? (
        <AlertDismiss>
          <IconButton label={t('dismiss')} icon={<Icon name="close" />} size="sm" onClick={onDismiss} />
        </AlertDismiss>
      ) : null}
    </AlertRoot>
  );
}
