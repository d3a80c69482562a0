import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PhotoSendPreview } from '../../src/components/PhotoSendPreview';
import { chatCosts } from '../fixtures/chat';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { IMAGES } from '../fixtures/images';

const meta = {
  title: 'Components/PhotoSendPreview',
  component: PhotoSendPreview,
  args: {
    imageUrl: IMAGES.night,
    partnerName: MEMBER_NAMES.anna,
    price: chatCosts.photoCost,
    onSend: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PhotoSendPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, its price, Send and Cancel; Escape cancels too. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    await expect(dialog).toHaveAccessibleDescription('Sending it costs 2 credits.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send photo' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** One credit: the singular. */
export const OneCredit: Story = {
  args: { price: 1 },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Sending it costs 1 credit.');
  },
};

export const LongContent: Story = {
  globals: { locale: 'fi' },
  args: { partnerName: MEMBER_NAMES.long, price: 120 },
};

export const Closed: Story = {
  args: { imageUrl: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
