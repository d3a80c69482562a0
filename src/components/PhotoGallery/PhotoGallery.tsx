import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePhoto } from '../../../contract/members';
import { LockedPhoto } from '../LockedPhoto';
import { PhotoLightbox } from '../PhotoLightbox';
import { Grid, StatusTag, Tile, TileButton, TileImage } from './PhotoGallery.styles';

export interface PhotoGalleryProps {
  /**
   * The photos as the profile answer gives them (contract `ProfilePhoto`). For a `locked` photo both URLs are the
   * server's blurred copy: it is shown behind a lock and never opened.
   */
  photos: readonly ProfilePhoto[];
  /** The owner's name, for alternative texts and the lightbox title. */
  name: string;
  /** A locked tile was pressed: the app asks a visitor to sign up and a member to get premium. */
  onLockedClick: () => void;
  className?: string;
}

/**
 * A profile's photos as a grid of tiles; open photos open in a lightbox, locked ones call `onLockedClick`.
 * Photos still pending review (only the owner receives them) are marked.
 */
export function PhotoGallery({ photos, name, onLockedClick, className }: PhotoGalleryProps) {
  const { t } = useTranslation('profile');
  const viewable = photos.filter((photo) => !photo.locked).map((photo) => ({ id: photo.id, url: photo.full }));
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = photos.length;

  return (
    <>
      <Grid className={className} aria-label={t('gallery.label', { name })}>
        {photos.map((photo, position) => {
          const viewIndex = viewable.findIndex((item) => item.id === photo.id);
          return (
            <Tile key={photo.id}>
              {photo.locked ? (
                <TileButton type="button" $locked aria-label={t('gallery.locked_label', { current: position + 1, total })} onClick={onLockedClick}>
                  <LockedPhoto src={photo.thumb} size={total > 4 ? 'compact' : 'regular'} />
                </TileButton>
              ) : (
                <TileButton
                  type="button"
                  $locked={false}
                  aria-label={t('gallery.open_label', { name, current: position + 1, total })}
                  onClick={() => setOpenIndex(viewIndex)}
                >
                  <TileImage src={photo.thumb} alt="" loading="lazy" decoding="async" draggable={false} $dimmed={photo.status !== 'active'} />
                </TileButton>
              )}
              {photo.status === 'pending' ? <StatusTag $tone="pending">{t('photos.status.pending')}</StatusTag> : null}
              {photo.status === 'rejected' ? <StatusTag $tone="rejected">{t('photos.status.rejected')}</StatusTag> : null}
            </Tile>
          );
        })}
      </Grid>
      <PhotoLightbox photos={viewable} index={openIndex} onIndexChange={setOpenIndex} name={name} />
    </>
  );
}
