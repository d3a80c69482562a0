import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { PhotoGallery } from '../../src/components/PhotoGallery';
import { annaProfile, annaProfileLocked, longProfile, ownProfile } from '../fixtures/members';

const Frame = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  args: { photos: annaProfileLocked.photos, name: annaProfile.name, onLockedClick: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A non-premium viewer: open photos open in the lightbox; locked ones ask for premium instead. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Private photo 3 of 4: premium members only' }));
    await expect(args.onLockedClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 2 of 4 of Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Anna' });
    // Only the open photos are in the lightbox: 2 of them.
    await expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A premium viewer: every photo open, the private one too. */
export const Premium: Story = {
  args: { photos: annaProfile.photos },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Private photo/ })).toBeNull();
  },
};

/** The owner sees photos still awaiting review, marked. */
export const OwnWithPending: Story = {
  args: { photos: ownProfile.photos, name: ownProfile.name },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Awaiting review')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { photos: longProfile.photos, name: longProfile.name },
};
