import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { PHOTO_LIMITS, PHOTO_UPLOAD, type OwnPhoto } from '../../contract/members';
import { PhotoManager } from '../../src/components/PhotoManager';
import {
  manyOwnPhotos,
  ownPhotos,
  ownPhotosAtFreeLimit,
  ownPhotosWithRejected,
  profileHrefs,
  uploadedPhoto,
} from '../fixtures/members';

const Frame = styled.div`
  max-width: 56rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof PhotoManager>;

/** The container's part, in memory: uploads arrive pending, and every change is applied at once. */
function Interactive(args: Args) {
  const [photos, setPhotos] = useState<readonly OwnPhoto[]>(args.photos);
  const [uploading, setUploading] = useState(false);
  return (
    <PhotoManager
      {...args}
      photos={photos}
      uploading={uploading}
      onUpload={(file) => {
        args.onUpload(file);
        setUploading(true);
        setTimeout(() => {
          setUploading(false);
          setPhotos((current) => [...current, uploadedPhoto(900 + current.length)]);
        }, 200);
      }}
      onSetMain={(id) => {
        args.onSetMain(id);
        setPhotos((current) => current.map((photo) => ({ ...photo, main: photo.id === id })));
      }}
      onVisibilityChange={(id, visibility) => {
        args.onVisibilityChange(id, visibility);
        setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, visibility } : photo)));
      }}
      onDelete={(id) => {
        args.onDelete(id);
        setPhotos((current) => current.filter((photo) => photo.id !== id));
      }}
      onReorder={(ids) => {
        args.onReorder(ids);
        setPhotos((current) => ids.map((id) => current.find((photo) => photo.id === id)).filter((photo): photo is OwnPhoto => Boolean(photo)));
      }}
    />
  );
}

/** Server messages as the container passes them, translated. */
function WithErrors(args: Args) {
  const { t } = useTranslation('validation');
  return (
    <PhotoManager
      {...args}
      uploadError={t('photo_file_too_large', { count: PHOTO_UPLOAD.maxBytes / 1024 / 1024 })}
      photoErrors={{ 32: t('photo_order_invalid') }}
    />
  );
}

const meta = {
  title: 'Components/PhotoManager',
  component: PhotoManager,
  args: {
    photos: ownPhotos,
    limit: PHOTO_LIMITS.free,
    premium: false,
    premiumHref: profileHrefs.premiumHref,
    onUpload: fn(),
    onSetMain: fn(),
    onVisibilityChange: fn(),
    onDelete: fn(),
    onReorder: fn(),
    busyIds: [],
  },
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Upload (a pending photo arrives), choose the main photo, make one private, move one with the keyboard (focus
 * stays on the moved photo's button), and delete after confirming. At the free limit the upload tile goes.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 3 photos — premium members can upload 25')).toBeInTheDocument();

    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'holiday.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input as HTMLInputElement, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await waitFor(() => expect(canvas.getByText('3 of 3 photos — premium members can upload 25')).toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');

    const second = canvas.getByRole('group', { name: 'Photo 2 of 3' });
    await userEvent.click(within(second).getByRole('button', { name: 'Make main photo' }));
    await expect(args.onSetMain).toHaveBeenCalledWith(32);

    const privateToggle = within(canvas.getByRole('group', { name: 'Photo 1 of 3' })).getByRole('button', { name: /Private photo/ });
    await userEvent.click(privateToggle);
    await expect(args.onVisibilityChange).toHaveBeenCalledWith(31, 'private');
    await expect(privateToggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(canvas.getByRole('group', { name: 'Photo 1 of 3' })).getByRole('button', { name: 'Move later' }));
    await expect(args.onReorder).toHaveBeenCalledWith([32, 31, 902]);
    await waitFor(() => expect(within(canvas.getByRole('group', { name: 'Photo 2 of 3' })).getByRole('button', { name: 'Move later' })).toHaveFocus());
    await expect(canvas.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();

    await userEvent.click(within(canvas.getByRole('group', { name: 'Photo 3 of 3' })).getByRole('button', { name: 'Delete photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(902);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument());
  },
};

/** New photos wait for review; a rejected one cannot be the main photo. */
export const PendingAndRejected: Story = {
  args: { photos: ownPhotosWithRejected },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting review')).toBeInTheDocument();
    await expect(canvas.getByText('Rejected')).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'Photo 2 of 3' })).getByRole('button', { name: 'Make main photo' })).toBeDisabled();
    // The rejected photo does not count against the free quota of 3: another one can be added.
    await expect(canvas.getByText(/^2 of 3 photos/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  },
};

/** SPEC §5: a free member at 3 photos: no upload, the reason, and the way to premium. */
export const AtFreeLimit: Story = {
  args: { photos: ownPhotosAtFreeLimit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    await expect(canvas.getByText(/You have reached the limit of 3 photos/)).toBeInTheDocument();
  },
};

export const Premium: Story = {
  args: { photos: manyOwnPhotos, limit: PHOTO_LIMITS.premium, premium: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10 of 25 photos')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { photos: [] } };

export const Uploading: Story = { args: { uploading: true }, render: (args) => <PhotoManager {...args} /> };

export const Saving: Story = { args: { busyIds: [31] }, render: (args) => <PhotoManager {...args} /> };

export const Errors: Story = { render: (args) => <WithErrors {...args} /> };

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { photos: ownPhotosWithRejected } };

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { photos: manyOwnPhotos, limit: PHOTO_LIMITS.premium, premium: true },
};
