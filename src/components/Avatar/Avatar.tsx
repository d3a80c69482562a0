import { useId, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { AvatarFrame, AvatarImage, AvatarInitials, AvatarLock, AvatarLockIcon, AvatarOnline, AvatarPremiumTag, AvatarRoot } from './Avatar.styles';
import { avatarToneFor, initialsFor } from './initials';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export type AvatarShape = 'circle' | 'rounded';

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  src?: string | null;
  /** The member's name: the image's alternative text and the source of the initials. */
  name: string;
  size?: AvatarSize;
  /**
   * A private photo for a viewer without premium (SPEC §2): shown blurred with a lock and a premium badge.
   * The server sends a pre-blurred copy; the CSS blur is a second layer, never the protection.
   */
  locked?: boolean;
  shape?: AvatarShape;
  online?: boolean;
};

/** A member's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ src, name, size = 'md', locked = false, shape = 'circle', online = false, ...rest }: AvatarProps) {
  const { t, i18n } = useTranslation('common');
  const descriptionId = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const large = size === 'lg' || size === 'xl';

  return (
    <AvatarRoot $size={size} $shape={shape} data-locked={locked || undefined} {...rest}>
      <AvatarFrame $size={size} $shape={shape}>
        {showImage ? (
          <AvatarImage
            src={src ?? undefined}
            alt={name}
            $locked={locked}
            loading="lazy"
            decoding="async"
            draggable={false}
            aria-describedby={locked ? descriptionId : undefined}
            onError={() => setFailedSrc(src ?? null)}
          />
        ) : (
          <AvatarInitials role="img" aria-label={name} aria-describedby={locked ? descriptionId : undefined} $tone={avatarToneFor(name)}>
            <span aria-hidden="true">{initialsFor(name, i18n.language)}</span>
          </AvatarInitials>
        )}
        {locked ? (
          <AvatarLock $size={size} aria-hidden="true" data-testid="avatar-lock">
            <AvatarLockIcon $size={size}>
              <Icon name="lock" size="1em" />
            </AvatarLockIcon>
            {large ? (
              <AvatarPremiumTag>
                <Icon name="crown" size="1.1em" />
                {t('premium')}
              </AvatarPremiumTag>
            ) : null}
          </AvatarLock>
        ) : null}
      </AvatarFrame>
      {locked ? <VisuallyHidden id={descriptionId}>{t('locked_photo')}</VisuallyHidden> : null}
      {online ? (
        <>
          <AvatarOnline $shape={shape} aria-hidden="true" data-testid="avatar-online" />
          <VisuallyHidden>{t('online')}</VisuallyHidden>
        </>
      ) : null}
    </AvatarRoot>
  );
}
