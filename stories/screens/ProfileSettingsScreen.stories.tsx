import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHOTO_LIMITS, type GeocodeLocation, type OwnPhoto, type ProfileView } from '../../contract/members';
import type { GeolocationPermission, GeolocationStatus } from '../../src/components/GeolocationButton/GeolocationButton';
import { ProfileSettingsScreen } from '../../src/screens/ProfileSettingsScreen';
import {
  emptyProfile,
  interestOptions,
  longProfile,
  manyOwnPhotos,
  ownPhotos,
  ownPhotosAtFreeLimit,
  ownPhotosWithRejected,
  ownProfile,
  profileHrefs,
  regions,
  siteCountries,
  useMemberMessages,
} from '../fixtures/members';

type Args = ComponentProps<typeof ProfileSettingsScreen>;

const photoCallbacks = {
  onUpload: fn(),
  onSetMain: fn(),
  onVisibilityChange: fn(),
  onDelete: fn(),
  onReorder: fn(),
};

function photosProps(photos: readonly OwnPhoto[], premium = false): Args['photos'] {
  return {
    photos,
    limit: premium ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free,
    premium,
    premiumHref: profileHrefs.premiumHref,
    ...photoCallbacks,
  };
}

const haarlem: GeocodeLocation = { city: 'Haarlem', region: 'NL-NH', country: 'NL' };

/** The container's part, in memory: saving, the geolocation request, and invisible mode. */
function Interactive(args: Args) {
  const [profile, setProfile] = useState<ProfileView | null | undefined>(args.profile);
  const [saveStatus, setSaveStatus] = useState<Args['saveStatus']>('idle');
  const [geo, setGeo] = useState<{ permission: GeolocationPermission; status: GeolocationStatus; location: GeocodeLocation | null }>({
    permission: args.geolocation.permission,
    status: args.geolocation.status ?? 'idle',
    location: args.geolocation.location ?? null,
  });
  return (
    <ProfileSettingsScreen
      {...args}
      profile={profile}
      saveStatus={saveStatus}
      onSave={(values) => {
        args.onSave(values);
        setSaveStatus('saving');
        setTimeout(() => {
          setProfile((current) => (current ? { ...current, ...values } as ProfileView : current));
          setSaveStatus('saved');
        }, 150);
      }}
      geolocation={{
        ...geo,
        onRequest: () => {
          args.geolocation.onRequest();
          setGeo({ permission: 'granted', status: 'locating', location: null });
          setTimeout(() => setGeo({ permission: 'granted', status: 'found', location: haarlem }), 150);
        },
      }}
      onInvisibleChange={(invisible) => {
        args.onInvisibleChange(invisible);
        setProfile((current) => (current ? { ...current, invisible } : current));
      }}
    />
  );
}

/** SPEC §5 name errors and a failed save, as the container passes them (translated). */
function WithErrors(args: Args) {
  const messages = useMemberMessages();
  return (
    <ProfileSettingsScreen
      {...args}
      saveStatus="error"
      saveError={messages.generic}
      fieldErrors={{ name: messages.nameEqualsEmail }}
      invisibleError={messages.generic}
    />
  );
}

function WithLoadError(args: Args) {
  const messages = useMemberMessages();
  return <ProfileSettingsScreen {...args} profile={null} loadError={messages.generic} />;
}

const meta = {
  title: 'Screens/ProfileSettingsScreen',
  component: ProfileSettingsScreen,
  args: {
    profile: { ...ownProfile, invisible: false },
    loading: false,
    onRetry: fn(),
    viewHref: profileHrefs.viewHref,
    countries: siteCountries,
    regions,
    interestOptions,
    onSave: fn(),
    saveStatus: 'idle',
    fieldErrors: {},
    geolocation: { permission: 'prompt', status: 'idle', location: null, onRequest: fn() },
    onInvisibleChange: fn(),
    invisibleSaving: false,
    photos: photosProps(ownPhotos),
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof ProfileSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Edit the name and an attribute, choose an interest, fill in the location from the device (city level), save
 * (saving, then saved), and switch invisible mode on (applies at once).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const name = canvas.getByLabelText(/Profile name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Sophie M');
    await userEvent.selectOptions(canvas.getByLabelText('Body type'), 'curvy');
    await userEvent.click(canvas.getByRole('button', { name: /Hiking/ }));

    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(args.geolocation.onRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('Location found: Haarlem, Noord-Holland, Netherlands')).toBeInTheDocument());
    await expect(canvas.getByLabelText('City')).toHaveValue('Haarlem');

    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Sophie M',
        body_type: 'curvy',
        interests: [...ownProfile.interests, 'hiking'],
        country: 'NL',
        region: 'NL-NH',
        city: 'Haarlem',
      }),
    );
    await waitFor(() => expect(canvas.getByText('Your profile has been saved.')).toBeInTheDocument());

    const invisible = canvas.getByRole('switch', { name: 'Invisible mode' });
    await userEvent.click(invisible);
    await expect(args.onInvisibleChange).toHaveBeenCalledWith(true);
    await expect(invisible).toBeChecked();
  },
};

/** A new profile answer that changes nothing in the form (invisible mode, a photo change) keeps unsaved edits. */
export const InvisibleKeepsEdits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByLabelText(/About me/);
    await userEvent.clear(about);
    await userEvent.type(about, 'Not saved yet');
    await userEvent.click(canvas.getByRole('switch', { name: 'Invisible mode' }));
    await expect(args.onInvisibleChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Invisible mode' })).toBeChecked());
    await expect(about).toHaveValue('Not saved yet');
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true, profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your profile…')).toHaveAttribute('role', 'status');
  },
};

/** A new member: no photos, nothing filled in yet. */
export const Empty: Story = {
  args: { profile: { ...emptyProfile, own: true }, photos: photosProps([]) },
};

export const Error: Story = {
  render: (args) => <WithLoadError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §5 name rule from the server on the name field, and a failed save. */
export const SaveErrors: Story = {
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Profile name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Your profile name must be different from your email address.')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { saveStatus: 'saving' },
  render: (args) => <ProfileSettingsScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Saved: Story = { args: { saveStatus: 'saved' }, render: (args) => <ProfileSettingsScreen {...args} /> };

/** Photos awaiting review and a rejected one. */
export const PendingPhotos: Story = { args: { photos: photosProps(ownPhotosWithRejected) } };

/** SPEC §5: a free member at 3 photos. */
export const AtPhotoLimit: Story = {
  args: { photos: photosProps(ownPhotosAtFreeLimit) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add a photo' })).toBeNull();
  },
};

/** SPEC §4: the browser denied geolocation: the button is off and says how to allow it. */
export const GeolocationDenied: Story = {
  args: { geolocation: { permission: 'denied', onRequest: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Use my location' })).toBeDisabled();
  },
};

export const GeolocationUnsupported: Story = { args: { geolocation: { permission: 'unsupported', onRequest: fn() } } };

export const Invisible: Story = { args: { profile: ownProfile } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { profile: { ...longProfile, own: true }, photos: photosProps(manyOwnPhotos, true) },
};

export const LongContentPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { profile: { ...longProfile, own: true }, photos: photosProps(manyOwnPhotos, true) },
};
