import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { PhotoLightbox } from '../../src/components/PhotoLightbox';
import { IMAGES } from '../fixtures/images';
import { PORTRAITS } from '../fixtures/members';

const photos = [
  { id: 1, url: IMAGES.anna },
  { id: 2, url: IMAGES.sunset },
  { id: 3, url: PORTRAITS.lotte },
];

type Args = ComponentProps<typeof PhotoLightbox>;

/** The gallery's part: which photo is open. */
function Interactive({ onIndexChange, index, ...args }: Args) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<number | null>(index);
  return (
    <>
      <Button onClick={() => setOpen(0)}>{t('gallery.label', { name: args.name })}</Button>
      <PhotoLightbox
        {...args}
        index={open}
        onIndexChange={(next) => {
          onIndexChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/PhotoLightbox',
  component: PhotoLightbox,
  args: { photos, index: 0, name: 'Anna', onIndexChange: fn() },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof PhotoLightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next and previous buttons and the arrow keys move through the photos, wrapping around; Escape closes. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Anna' });
    await expect(within(dialog).getByRole('img', { name: 'Photo 1 of 3 of Anna' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** One photo: no navigation. */
export const Single: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
