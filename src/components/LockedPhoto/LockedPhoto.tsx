import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { LockBadge, LockCircle, LockImage, LockOverlay, LockRoot } from './LockedPhoto.styles';

export interface LockedPhotoProps {
  /**
   * The server's blurred copy of a private photo (the original is never sent to a viewer without premium).
   * Null shows the lock on a plain surface.
   */
  src: string | null;
  /** `compact` drops the premium badge, for small tiles. */
  size?: 'compact' | 'regular';
  /**
   * Gives the picture an accessible name. Leave it out when the photo sits inside a control that is already
   * named (a gallery tile button).
   */
  label?: string;
  className?: string;
}

/**
 * SPEC §2 locked photo: a private photo shown to a viewer without premium, as the server's blurred copy under a
 * lock overlay with a premium badge. The CSS blur is only a second layer over the server's blur.
 */
export function LockedPhoto({ src, size = 'regular', label, className }: LockedPhotoProps) {
  const { t } = useTranslation('common');
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <LockRoot className={className} data-locked-photo="" {...named}>
      {src ? <LockImage src={src} alt="" loading="lazy" decoding="async" draggable={false} /> : null}
      <LockOverlay>
        <LockCircle $size={size}>
          <Icon name="lock" size="1em" />
        </LockCircle>
        {size === 'regular' ? (
          <LockBadge>
            <Icon name="crown" size="1.1em" />
            <span>{t('premium')}</span>
          </LockBadge>
        ) : null}
      </LockOverlay>
    </LockRoot>
  );
}
