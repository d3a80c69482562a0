import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { BlockedNote, MainActions, Root, SecondaryActions } from './ProfileActions.styles';

/** Who is looking (SPEC §6): a visitor, a free member or a premium member. */
export const VIEWER_ROLES = ['visitor', 'free', 'premium'] as const;
export type ViewerRole = (typeof VIEWER_ROLES)[number];

export const PROFILE_ACTIONS = ['like', 'unlike', 'message', 'gift', 'block', 'unblock'] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

export interface ProfileActionsProps {
  viewer: ViewerRole;
  /** The member's name, for the buttons' names and the block question. */
  name: string;
  liked: boolean;
  /** The viewer has blocked this member: only "unblock" is offered. */
  blocked: boolean;
  /** The action being saved. */
  pending?: ProfileAction | null;
  /** The conversation with this member (`/members/{id}/chat`). */
  messageHref: string;
  onLike: () => void;
  onUnlike: () => void;
  onGift: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  /** A visitor pressed an action: the app shows the signup (or login) prompt. */
  onRequireSignup: (action: ProfileAction) => void;
  className?: string;
}

/**
 * Like / unlike, message, gift, block / unblock on a profile. Visitors see the actions but each one asks them to
 * sign up; members get them working; blocking asks for confirmation first.
 */
export function ProfileActions({
  viewer,
  name,
  liked,
  blocked,
  pending = null,
  messageHref,
  onLike,
  onUnlike,
  onGift,
  onBlock,
  onUnblock,
  onRequireSignup,
  className,
}: ProfileActionsProps) {
  const { t } = useTranslation('profile');
  const [confirmBlock, setConfirmBlock] = useState(false);

  if (viewer === 'visitor') {
    return (
      <Root className={className} data-viewer="visitor">
        <MainActions>
          <Button variant="secondary" iconStart={<Icon name="chat" />} onClick={() => onRequireSignup('message')}>
            {t('actions.message')}
          </Button>
          <Button variant="outline" iconStart={<Icon name="heart" />} onClick={() => onRequireSignup('like')}>
            {t('actions.like')}
          </Button>
          <Button variant="outline" iconStart={<Icon name="gift" />} onClick={() => onRequireSignup('gift')}>
            {t('actions.gift')}
          </Button>
        </MainActions>
      </Root>
    );
  }

  if (blocked) {
    return (
      <Root className={className} data-viewer={viewer} data-blocked="">
        <BlockedNote>
          <Icon name="block" />
          <span>{t('actions.blocked_note', { name })}</span>
        </BlockedNote>
        <MainActions>
          <Button variant="outline" loading={pending === 'unblock'} onClick={onUnblock}>
            {t('actions.unblock')}
          </Button>
        </MainActions>
      </Root>
    );
  }

  return (
    <Root className={className} data-viewer={viewer}>
      <MainActions>
        <Button href={messageHref} variant="secondary" iconStart={<Icon name="chat" />}>
          {t('actions.message')}
        </Button>
        <Button
          variant={liked ? 'primary' : 'outline'}
          iconStart={<Icon name={liked ? 'heartFilled' : 'heart'} />}
          aria-pressed={liked}
          loading={pending === 'like' || pending === 'unlike'}
          onClick={liked ? onUnlike : onLike}
        >
          {liked ? t('actions.liked') : t('actions.like')}
        </Button>
        <Button variant="outline" iconStart={<Icon name="gift" />} loading={pending === 'gift'} onClick={onGift}>
          {t('actions.gift')}
        </Button>
      </MainActions>
      <SecondaryActions>
        <Modal.Root open={confirmBlock} onOpenChange={setConfirmBlock}>
          <Modal.Trigger>
            <Button variant="ghost" size="sm" iconStart={<Icon name="block" />} loading={pending === 'block'}>
              {t('actions.block')}
            </Button>
          </Modal.Trigger>
          <Modal.Content size="sm">
            <Modal.Title>{t('actions.block_title', { name })}</Modal.Title>
            <Modal.Description>{t('actions.block_body', { name })}</Modal.Description>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="outline">{t('actions.block_cancel')}</Button>
              </Modal.Close>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmBlock(false);
                  onBlock();
                }}
              >
                {t('actions.block_confirm')}
              </Button>
            </Modal.Footer>
          </Modal.Content>
        </Modal.Root>
      </SecondaryActions>
    </Root>
  );
}
