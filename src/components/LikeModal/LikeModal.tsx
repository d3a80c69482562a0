import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { SpotlightProfile } from '../MatchModal';
import { Modal } from '../Modal';
import { Actions, Headline, Hint, PhotoFrame, Photos, SpotlightContent, Stage, Text } from '../MatchModal/Spotlight.styles';
import { useCloseOnce } from '../MatchModal/useCloseOnce';

export interface LikeModalProps {
  open: boolean;
  /** SPEC §2: a click anywhere closes it (Escape and the close icon too). */
  onClose: () => void;
  /** The member who likes the viewer (SPEC §3 like profile). */
  profile: SpotlightProfile;
  /** SPEC §4: the button leads to the member's profile (`/members/{id}`). */
  profileHref: string;
}

/**
 * SPEC §2/§4 full-screen like modal, opened by the app `t` seconds after arriving with the query parameter `t`:
 * the member's photo, who likes you, and a button to their profile; any click closes it.
 */
export function LikeModal({ open, onClose, profile, profileHref }: LikeModalProps) {
  const { t } = useTranslation('likes');
  const close = useCloseOnce(open, onClose);
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      {open ? (
        <SpotlightContent size="fullscreen" closeOn="anywhere" aria-describedby={undefined} data-like-modal="">
          <Stage>
            <Photos>
              <PhotoFrame>
                <Avatar src={profile.photoUrl} name={profile.name} size="xl" />
              </PhotoFrame>
            </Photos>
            <Headline>{t('like_modal.title', { name: profile.name })}</Headline>
            <Text>{t('like_modal.body', { name: profile.name })}</Text>
            <Actions>
              <Button href={profileHref} size="lg" iconStart={<Icon name="heart" />} fullWidth onClick={close}>
                {t('like_modal.view_profile')}
              </Button>
            </Actions>
            <Hint>{t('modal_hint')}</Hint>
          </Stage>
        </SpotlightContent>
      ) : null}
    </Modal.Root>
  );
}
