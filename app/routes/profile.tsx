import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileNameError } from '../../contract/accounts';
import type { PhotosUpdateRequest, PhotoVisibility, ProfileUpdateRequest } from '../../contract/members';
import { pathFor } from '../../contract/routes';
import type { PhotoManagerProps } from '../../src/components/PhotoManager';
import { ProfileSettingsScreen, type ProfileSaveStatus, type ProfileSettingsScreenProps } from '../../src/screens/ProfileSettingsScreen/ProfileSettingsScreen';
import { isApiError } from '../api/client';
import { useOwnPhotos, useOwnProfile } from '../data/profile';
import { useRegions, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useGeolocation } from '../hooks/useGeolocation';
import { apiErrorMessage, apiFieldMessages, fieldMessages } from '../i18n/apiErrorMessages';
import { interestOptions } from '../rules/interestOptions';
import { photoUploadError } from '../rules/photoUploadError';

type FieldErrors = NonNullable<ProfileSettingsScreenProps['fieldErrors']>;

/** The profile form: SPEC §5 name rules checked here first, then the server's field errors mapped to their fields. */
function useProfileForm() {
  const { t } = useTranslation();
  const { account } = useViewer();
  const own = useOwnProfile();
  const [saveStatus, setSaveStatus] = useState<ProfileSaveStatus>('idle');
  const [saveError, setSaveError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [invisibleSaving, setInvisibleSaving] = useState(false);
  const [invisibleError, setInvisibleError] = useState<string>();

  const onSave = (changes: ProfileUpdateRequest) => {
    const nameError = changes.name === undefined ? null : profileNameError(changes.name, account?.email ?? '');
    if (nameError) {
      setFieldErrors(fieldMessages<keyof FieldErrors>(t, { name: nameError }));
      setSaveError(t('errors:validation_failed'));
      setSaveStatus('error');
      return;
    }
    setSaveStatus('saving');
    setSaveError(undefined);
    own.save(changes).then(
      () => {
        setFieldErrors({});
        setSaveStatus('saved');
      },
      (failure: unknown) => {
        setFieldErrors(apiFieldMessages<keyof FieldErrors>(t, failure));
        setSaveError(apiErrorMessage(t, failure));
        setSaveStatus('error');
      },
    );
  };

  const onInvisibleChange = (invisible: boolean) => {
    setInvisibleSaving(true);
    setInvisibleError(undefined);
    own
      .save({ invisible })
      .catch((failure: unknown) => setInvisibleError(apiErrorMessage(t, failure)))
      .finally(() => setInvisibleSaving(false));
  };

  return { own, saveStatus, saveError, fieldErrors, onSave, onInvisibleChange, invisibleSaving, invisibleError };
}

/** The photo section: uploads with a busy state and translated refusals, and the per-photo changes. */
function usePhotoSection(): Omit<PhotoManagerProps, 'premiumHref'> & { loaded: boolean; error: unknown; retry: () => void } {
  const { t } = useTranslation();
  const { account } = useViewer();
  const photos = useOwnPhotos();
  const [uploading, setUploading] = useState(false);
  const [listError, setListError] = useState<string>();
  const [busyIds, setBusyIds] = useState<readonly number[]>([]);
  const [photoErrors, setPhotoErrors] = useState<Readonly<Record<number, string>>>({});
  const premium = account?.paid_user ?? false;
  const list = photos.data?.photos ?? [];
  const limit = photos.data?.limit ?? 1;

  /** The server's refusal of a photo (limit, type, pixels, size) in the member's language. */
  const refusal = (failure: unknown) => apiFieldMessages<'photo'>(t, failure).photo ?? apiErrorMessage(t, failure);

  const onUpload = (file: File) => {
    const early = photoUploadError({ size: file.size, used: list.filter((photo) => photo.status !== 'rejected').length, limit, premium });
    if (early) {
      setListError(fieldMessages<'photo'>(t, { photo: early }).photo);
      return;
    }
    setUploading(true);
    setListError(undefined);
    photos
      .upload(file)
      .then(
        () => setListError(undefined),
        (failure: unknown) => {
          setListError(refusal(failure));
          // A full quota means the list is out of date (another tab uploaded): show what the server has.
          if (isApiError(failure) && failure.code === 'photo_limit') photos.retry();
        },
      )
      .finally(() => setUploading(false));
  };

  const change = (id: number, action: () => Promise<unknown>) => {
    setBusyIds((current) => [...current, id]);
    setPhotoErrors(({ [id]: _cleared, ...rest }) => rest);
    action()
      .catch((failure: unknown) => setPhotoErrors((current) => ({ ...current, [id]: refusal(failure) })))
      .finally(() => setBusyIds((current) => current.filter((busy) => busy !== id)));
  };
  const update = (request: PhotosUpdateRequest) => () => photos.update(request);

  return {
    photos: list,
    limit,
    premium,
    onUpload,
    uploading,
    uploadError: listError,
    onSetMain: (id) => change(id, update({ main_id: id })),
    onVisibilityChange: (id: number, visibility: PhotoVisibility) => change(id, update({ visibility: [{ id, visibility }] })),
    onDelete: (id) => change(id, () => photos.remove(id)),
    onReorder: (ids) => {
      setListError(undefined);
      photos.update({ order: ids }).catch((failure: unknown) => setListError(refusal(failure)));
    },
    busyIds,
    photoErrors,
    loaded: photos.data !== undefined,
    error: photos.error,
    retry: photos.retry,
  };
}

/** Route `profile` (SPEC §2 /profile): the own profile's photos, fields, location with geolocation, invisible mode. */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { regions } = useRegions();
  const form = useProfileForm();
  const { loaded: photosLoaded, error: photosError, retry: retryPhotos, ...photos } = usePhotoSection();
  const geolocation = useGeolocation();
  const profile = form.own.data?.profile;
  const loadFailure = form.own.error ?? photosError;

  return (
    <ProfileSettingsScreen
      profile={profile}
      loading={!loadFailure && (!profile || !photosLoaded)}
      loadError={loadFailure ? apiErrorMessage(t, loadFailure) : undefined}
      onRetry={() => {
        form.own.retry();
        retryPhotos();
      }}
      viewHref={profile ? pathFor('members-id', { id: profile.id }) : pathFor('members')}
      countries={settings.countries}
      regions={regions ?? {}}
      interestOptions={interestOptions(settings.interests)}
      onSave={form.onSave}
      saveStatus={form.saveStatus}
      saveError={form.saveError}
      fieldErrors={form.fieldErrors}
      geolocation={{ permission: geolocation.permission, status: geolocation.status, location: geolocation.location, onRequest: geolocation.request }}
      onInvisibleChange={form.onInvisibleChange}
      invisibleSaving={form.invisibleSaving}
      invisibleError={form.invisibleError}
      photos={{ ...photos, premiumHref: pathFor('premium') }}
    />
  );
}
