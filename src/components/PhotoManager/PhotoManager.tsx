import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS, type OwnPhoto, type PhotoVisibility } from '../../../contract/members';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  FileInput,
  Flip,
  Grid,
  LimitLine,
  PhotoError,
  PhotoFrame,
  PhotoImage,
  PhotoTile,
  Root,
  StatusTag,
  TagRow,
  TileActions,
  TileDetails,
  UploadTile,
} from './PhotoManager.styles';

export interface PhotoManagerProps {
  /** The member's own photos in their order, pending and rejected ones included. */
  photos: readonly OwnPhoto[];
  /** The member's quota (PHOTO_LIMITS: 3 free, 25 premium), from `/api/photos.php`. */
  limit: number;
  /** A premium member: no "premium members can upload more" line. */
  premium: boolean;
  /** Where a free member gets premium. */
  premiumHref: string;
  /** A file was chosen; the server checks its content, size and pixels. */
  onUpload: (file: File) => void;
  uploading?: boolean;
  /** The last upload failed (already translated, such as the server's limit message). */
  uploadError?: string;
  onSetMain: (id: number) => void;
  onVisibilityChange: (id: number, visibility: PhotoVisibility) => void;
  onDelete: (id: number) => void;
  /** The complete new order of photo ids after a move. */
  onReorder: (ids: number[]) => void;
  /** Photos with a change being saved. */
  busyIds?: readonly number[];
  /** Failures per photo id, already translated. */
  photoErrors?: Readonly<Record<number, string>>;
}

function TrashIcon() {
  return (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

type FocusRequest = { id: number; direction: 'earlier' | 'later' };

/**
 * The member's own photos (profile settings): status tags (pending, rejected), the main-photo star, public or
 * private, delete (confirmed), reorder with buttons, and upload within the quota with the limit line.
 */
export function PhotoManager({
  photos,
  limit,
  premium,
  premiumHref,
  onUpload,
  uploading = false,
  uploadError,
  onSetMain,
  onVisibilityChange,
  onDelete,
  onReorder,
  busyIds = [],
  photoErrors = {},
}: PhotoManagerProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteId, setDeleteId] = useState<number | null>(null);
  // Rejected photos do not count against the quota (the server counts the same way), so one can be replaced.
  const used = photos.filter((photo) => photo.status !== 'rejected').length;
  const atLimit = used >= limit;
  const total = photos.length;

  useEffect(() => {
    // A moved photo's buttons are re-rendered elsewhere in the grid: keep the keyboard where the member was.
    if (!focusRequest) return;
    const same = moveButtons.current.get(`${focusRequest.id}:${focusRequest.direction}`);
    const other = moveButtons.current.get(`${focusRequest.id}:${focusRequest.direction === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusRequest(null);
  }, [photos, focusRequest]);

  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    const photo = photos[index];
    if (!photo || target < 0 || target >= photos.length) return;
    const ids = photos.map((item) => item.id);
    ids.splice(index, 1);
    ids.splice(target, 0, photo.id);
    setFocusRequest({ id: photo.id, direction: step < 0 ? 'earlier' : 'later' });
    setAnnouncement(t('photos.moved', { current: target + 1, total }));
    onReorder(ids);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still reports a change.
    event.target.value = '';
    if (file) onUpload(file);
  };

  const deleting = photos.find((photo) => photo.id === deleteId);

  return (
    <Root>
      <LimitLine data-at-limit={atLimit || undefined}>
        {premium
          ? t('photos.limit_premium', { used, count: limit })
          : t('photos.limit_free', { used, count: limit, premiumLimit: PHOTO_LIMITS.premium })}
      </LimitLine>
      <Grid aria-label={t('photos.list_label')}>
        {photos.map((photo, index) => {
          const busy = busyIds.includes(photo.id);
          const isPrivate = photo.visibility === 'private';
          const error = photoErrors[photo.id];
          const errorId = `${inputId}-error-${photo.id}`;
          return (
            <PhotoTile key={photo.id} data-status={photo.status} aria-busy={busy || undefined} aria-describedby={error ? errorId : undefined}>
              <PhotoFrame $main={photo.main}>
                <PhotoImage
                  src={photo.urls.thumb}
                  alt={t('photos.photo_alt', { current: index + 1, total })}
                  $dimmed={photo.status !== 'active'}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
                {busy ? <Spinner size="sm" label={t('photos.saving')} /> : null}
              </PhotoFrame>
              <TileDetails>
                <TagRow>
                  {photo.main ? (
                    <StatusTag $tone="main">
                      <Icon name="star" size="1em" />
                      {t('photos.main')}
                    </StatusTag>
                  ) : null}
                  {photo.status === 'pending' ? <StatusTag $tone="pending">{t('photos.status.pending')}</StatusTag> : null}
                  {photo.status === 'rejected' ? <StatusTag $tone="rejected">{t('photos.status.rejected')}</StatusTag> : null}
                  {isPrivate ? (
                    <StatusTag $tone="private">
                      <Icon name="lock" size="1em" />
                      {t('photos.private')}
                    </StatusTag>
                  ) : null}
                </TagRow>
                <TileActions role="group" aria-label={t('photos.actions_label', { current: index + 1, total })}>
                  <IconButton
                    size="sm"
                    label={photo.main ? t('photos.is_main') : t('photos.make_main')}
                    icon={<Icon name="star" />}
                    disabled={photo.main || busy || photo.status === 'rejected'}
                    onClick={() => onSetMain(photo.id)}
                  />
                  <IconButton
                    size="sm"
                    label={t('photos.private_toggle')}
                    aria-pressed={isPrivate}
                    icon={<Icon name="lock" />}
                    disabled={busy}
                    onClick={() => onVisibilityChange(photo.id, isPrivate ? 'public' : 'private')}
                  />
                  <IconButton
                    ref={(element) => {
                      moveButtons.current.set(`${photo.id}:earlier`, element as HTMLButtonElement | null);
                    }}
                    size="sm"
                    label={t('photos.move_earlier')}
                    icon={<Icon name="chevronLeft" />}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    ref={(element) => {
                      moveButtons.current.set(`${photo.id}:later`, element as HTMLButtonElement | null);
                    }}
                    size="sm"
                    label={t('photos.move_later')}
                    icon={
                      <Flip>
                        <Icon name="chevronLeft" />
                      </Flip>
                    }
                    disabled={index === photos.length - 1 || busy}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton size="sm" label={t('photos.delete')} icon={<TrashIcon />} disabled={busy} onClick={() => setDeleteId(photo.id)} />
                </TileActions>
              </TileDetails>
              {error ? (
                <PhotoError id={errorId} role="alert">
                  {error}
                </PhotoError>
              ) : null}
            </PhotoTile>
          );
        })}
        {uploading ? (
          <PhotoTile>
            <UploadTile as="div" aria-busy="true">
              <Spinner label={t('photos.uploading')} />
              <span aria-hidden="true">{t('photos.uploading')}</span>
            </UploadTile>
          </PhotoTile>
        ) : null}
        {!atLimit && !uploading ? (
          <PhotoTile>
            <FileInput id={inputId} ref={fileInput} type="file" accept="image/*" tabIndex={-1} aria-hidden="true" aria-label={t('photos.upload')} onChange={chooseFile} />
            <UploadTile type="button" onClick={() => fileInput.current?.click()}>
              <Icon name="camera" size="1.75rem" />
              <span>{t('photos.upload')}</span>
            </UploadTile>
          </PhotoTile>
        ) : null}
      </Grid>
      {uploadError ? (
        <PhotoError role="alert" $block>
          {uploadError}
        </PhotoError>
      ) : null}
      {atLimit ? (
        <LimitLine as="div" $notice>
          <span>{premium ? t('photos.at_limit_premium', { count: limit }) : t('photos.at_limit_free', { count: limit, premiumLimit: PHOTO_LIMITS.premium })}</span>
          {premium ? null : (
            <Button href={premiumHref} size="sm" variant="secondary" iconStart={<Icon name="crown" />}>
              {t('photos.get_premium')}
            </Button>
          )}
        </LimitLine>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Modal.Root open={deleting !== undefined} onOpenChange={(open) => (open ? undefined : setDeleteId(null))}>
        <Modal.Content size="sm">
          <Modal.Title>{t('photos.delete_title')}</Modal.Title>
          <Modal.Description>{t('photos.delete_body')}</Modal.Description>
          {deleting ? (
            <Modal.Body>
              <PhotoImage src={deleting.urls.thumb} alt="" $dimmed={false} $preview />
            </Modal.Body>
          ) : null}
          <Modal.Footer>
            <Modal.Close>
              <Button variant="outline">{t('photos.delete_cancel')}</Button>
            </Modal.Close>
            <Button
              variant="danger"
              onClick={() => {
                if (deleting) onDelete(deleting.id);
                setDeleteId(null);
              }}
            >
              {t('photos.delete_confirm')}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    </Root>
  );
}
