import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { ToastClose, ToastContent, ToastIcon, ToastMessage, ToastRegionRoot, ToastRoot, ToastTitle } from './Toast.styles';
import { useAutoClose } from './useAutoClose';

export const TOAST_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];
export const TOAST_DEFAULT_DURATION_MS = 5_000;

const TONE_ICONS: Record<ToastTone, IconName> = { info: 'info', success: 'check', warning: 'warning', danger: 'danger' };

export type ToastProps = {
  tone: ToastTone;
  title?: ReactNode;
  message: ReactNode;
  onClose: () => void;
  /** Closes itself after this long (paused while hovered or focused); 0 keeps it open until closed. */
  durationMs?: number;
};

/** A short-lived notice. Place toasts inside a `ToastRegion`, which announces them politely. */
export function Toast({ tone, title, message, onClose, durationMs = TOAST_DEFAULT_DURATION_MS }: ToastProps) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoClose(durationMs, hovered || focused, onClose);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <ToastRoot
      $tone={tone}
      data-tone={tone}
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <ToastIcon>
        <Icon name={TONE_ICONS[tone]} />
      </ToastIcon>
      <ToastContent>
        {title ? <ToastTitle>{title}</ToastTitle> : null}
        <ToastMessage>{message}</ToastMessage>
      </ToastContent>
      <ToastClose>
        <IconButton label={t('close')} icon={<Icon name="close" />} size="sm" onClick={onClose} />
      </ToastClose>
    </ToastRoot>
  );
}

export type ToastRegionProps = {
  children?: ReactNode;
  /** Screen edge the toasts stack from: bottom (default) or top; right-hand corner from the md breakpoint. */
  position?: 'top' | 'bottom';
};

/** The fixed, polite live region that holds the toasts. Keep it mounted so additions are announced. */
export function ToastRegion({ children, position = 'bottom' }: ToastRegionProps) {
  const { t } = useTranslation('common');
  return (
    <ToastRegionRoot $position={position} role="region" aria-label={t('notifications_region')} aria-live="polite" aria-relevant="additions text">
      {children}
    </ToastRegionRoot>
  );
}
