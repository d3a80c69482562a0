import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Modal } from '../Modal';
import { Counter, Figure, Flip, LightboxImage, Nav, Stage } from './PhotoLightbox.styles';

export interface LightboxPhoto {
  id: number | string;
  /** The full-size picture. */
  url: string;
}

export interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown, an index into `photos`; null closes the lightbox. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The owner's name, for the title and each picture's alternative text. */
  name: string;
}

/**
 * Views photos one at a time in a dialog: previous and next buttons, the arrow keys, and a "2 of 5" counter.
 * Focus is trapped inside and returns to the tile that opened it.
 */
export function PhotoLightbox({ photos, index, onIndexChange, name }: PhotoLightboxProps) {
  const { t } = useTranslation('profile');
  const total = photos.length;
  const current = index === null ? undefined : photos[index];
  const open = index !== null && current !== undefined;
  const go = (step: number) => {
    if (index === null || total < 2) return;
    onIndexChange((index + step + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {open ? (
        <Modal.Content size="lg" onKeyDown={onKeyDown} aria-describedby={undefined} data-photo-lightbox="">
          <Modal.Title>{t('gallery.lightbox_title', { name })}</Modal.Title>
          <Stage>
            <Figure>
              <LightboxImage
                key={current.id}
                src={current.url}
                alt={t('gallery.photo_alt', { name, current: (index ?? 0) + 1, total })}
                decoding="async"
                draggable={false}
              />
            </Figure>
            {total > 1 ? (
              <Nav>
                <IconButton variant="solid" label={t('gallery.previous')} icon={<Icon name="chevronLeft" />} onClick={() => go(-1)} />
                <Counter aria-live="polite">{t('gallery.counter', { current: (index ?? 0) + 1, total })}</Counter>
                <IconButton
                  variant="solid"
                  label={t('gallery.next')}
                  icon={
                    <Flip>
                      <Icon name="chevronLeft" />
                    </Flip>
                  }
                  onClick={() => go(1)}
                />
              </Nav>
            ) : null}
          </Stage>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
