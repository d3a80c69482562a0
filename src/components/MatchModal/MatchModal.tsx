import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { useCloseOnce } from './useCloseOnce';
import { Actions, Headline, Heart, Hint, PhotoFrame, Photos, SpotlightContent, Stage, Text } from './Spotlight.styles';

/** A member in the full-screen match and like modals (SPEC §3 match or like profile, with the name). */
export interface SpotlightProfile {
  id: number;
  name: string;
  /** The `main_image.match` picture (with the cdn prefix); null shows the initials. */
  photoUrl: string | null;
}

export interface MatchModalProps {
  open: boolean;
  /** SPEC §2: a click anywhere closes it (Escape and the close icon too). */
  onClose: () => void;
  /** The member the viewer matched with. */
  profile: SpotlightProfile;
  /** The viewer, for the pair of photos. */
  viewer: { name: string; photoUrl: string | null };
  /** The conversation with the member (`/members/{id}/chat`). */
  chatHref: string;
}

/**
 * SPEC §2 full-screen match modal in the site's colours: both members' photos (their initials without one), "It's a
 * match!", and the next step — send a message (the primary button) or keep browsing (an outlined one); any click closes it.
 */
export function MatchModal({ open, onClose, profile, viewer, chatHref }: MatchModalProps) {
  const { t } = useTranslation('likes');
  const close = useCloseOnce(open, onClose);
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      {open ? (
        <SpotlightContent size="fullscreen" closeOn="anywhere" aria-describedby={undefined} data-match-modal="">
          <Stage>
            <Photos>
              <PhotoFrame>
                <Avatar src={viewer.photoUrl} name={viewer.name} size="xl" />
              </PhotoFrame>
              <Heart aria-hidden="true">
                <Icon name="heartFilled" size="1.75rem" />
              </Heart>
              <PhotoFrame>
                <Avatar src={profile.photoUrl} name={profile.name} size="xl" />
              </PhotoFrame>
            </Photos>
            <Headline>{t('match.title')}</Headline>
            <Text>{t('match.body', { name: profile.name })}</Text>
            <Actions>
              <Button href={chatHref} size="lg" iconStart={<Icon name="chat" />} fullWidth onClick={close}>
                {t('match.message', { name: profile.name })}
              </Button>
              <Button variant="outline" size="lg" fullWidth>
                {t('match.continue')}
              </Button>
            </Actions>
            <Hint>{t('modal_hint')}</Hint>
          </Stage>
        </SpotlightContent>
      ) : null}
    </Modal.Root>
  );
}
