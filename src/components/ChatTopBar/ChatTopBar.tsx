import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { creditBadgeTone } from '../CreditBadge/creditBadgeTone';
import { Dropdown } from '../Dropdown';
import { FictionalNotice } from '../FictionalNotice';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { useLinkComponent } from '../Link/LinkProvider';
import type { FictionalWording } from '../MemberCard/MemberCard';
import { Modal } from '../Modal';
import { VisuallyHidden } from '../VisuallyHidden';
import { BarRoot, CreditsLink, Name, OnlineText, Status, Who, WhoText } from './ChatTopBar.styles';

/** The other member of a conversation, as the chat screens show them. */
export interface ChatProfile {
  id: number;
  name: string;
  age: number | null;
  /** The main photo's thumbnail URL; null shows the initials. */
  avatarUrl: string | null;
  online: boolean;
  fictional: boolean;
}

export interface ChatTopBarProps {
  profile: ChatProfile;
  /** Back to the chat list (`/chats`). */
  backHref: string;
  /** The member's profile (`/members/{id}`). */
  profileHref: string;
  /** The viewer's credit balance; null hides it. */
  credits: number | null;
  /** Where credits are bought (`/credits`). */
  creditsHref: string;
  /** The viewer has blocked this member. */
  blocked: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  /** Delete the conversation (asked first). */
  onDelete: () => void;
  /** The site's wording, to mark a fictional member. */
  fictional?: FictionalWording;
}

type Confirm = 'block' | 'delete' | null;

/**
 * The conversation's top bar (SPEC §2): back to the list, the member's avatar, name and online state (a link to
 * their profile), the viewer's credits with the low-credit colours, and a menu to block, unblock or delete.
 */
export function ChatTopBar({
  profile,
  backHref,
  profileHref,
  credits,
  creditsHref,
  blocked,
  onBlock,
  onUnblock,
  onDelete,
  fictional,
}: ChatTopBarProps) {
  const { t, i18n } = useTranslation('chat');
  const linkComponent = useLinkComponent();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const name = profile.name;
  const heading = profile.age === null ? name : t('top_bar.name_age', { name, age: profile.age });

  return (
    <BarRoot data-chat-top-bar="">
      <IconButton href={backHref} label={t('top_bar.back')} icon={<Icon name="chevronLeft" />} />
      <Who as={linkComponent} href={profileHref}>
        <Avatar src={profile.avatarUrl} name={name} size="sm" online={profile.online} aria-hidden="true" />
        <WhoText>
          <Name>{heading}</Name>
          <Status>
            {profile.online ? <OnlineText>{t('top_bar.online')}</OnlineText> : null}
            {profile.fictional && fictional ? <FictionalNotice variant="badge" {...fictional} /> : null}
          </Status>
        </WhoText>
      </Who>
      {credits === null ? null : (
        <CreditsLink
          as={linkComponent}
          href={creditsHref}
          $tone={creditBadgeTone(credits)}
          data-credits={credits}
        >
          <Icon name="coins" size="1.1em" />
          <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(credits)}</span>
          <VisuallyHidden>{t('top_bar.credits', { count: credits })}</VisuallyHidden>
        </CreditsLink>
      )}
      <Dropdown.Root>
        <Dropdown.Trigger>
          <IconButton label={t('top_bar.menu')} icon={<Icon name="more" />} />
        </Dropdown.Trigger>
        <Dropdown.Content>
          <Dropdown.Item href={profileHref} icon={<Icon name="user" />}>
            {t('top_bar.view_profile')}
          </Dropdown.Item>
          {blocked ? (
            <Dropdown.Item icon={<Icon name="block" />} onSelect={onUnblock}>
              {t('top_bar.unblock')}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item icon={<Icon name="block" />} onSelect={() => setConfirm('block')}>
              {t('top_bar.block')}
            </Dropdown.Item>
          )}
          <Dropdown.Separator />
          <Dropdown.Item tone="danger" icon={<Icon name="trash" />} onSelect={() => setConfirm('delete')}>
            {t('top_bar.delete')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Root>
      <Modal.Root open={confirm !== null} onOpenChange={(open) => (open ? undefined : setConfirm(null))}>
        {confirm ? (
          <Modal.Content size="sm">
            <Modal.Title>{confirm === 'block' ? t('block.title', { name }) : t('delete.title', { name })}</Modal.Title>
            <Modal.Description>{confirm === 'block' ? t('block.body', { name }) : t('delete.body', { name })}</Modal.Description>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="outline">{t('confirm_cancel')}</Button>
              </Modal.Close>
              <Button
                variant="danger"
                onClick={() => {
                  const action = confirm;
                  setConfirm(null);
                  if (action === 'block') onBlock();
                  else onDelete();
                }}
              >
                {confirm === 'block' ? t('block.confirm') : t('delete.confirm')}
              </Button>
            </Modal.Footer>
          </Modal.Content>
        ) : null}
      </Modal.Root>
    </BarRoot>
  );
}
