import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { LikeModal } from '../../src/components/LikeModal';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { withStayingLinks } from '../fixtures/credits';
import { IMAGES } from '../fixtures/images';
import { overlaysClosed } from '../fixtures/chat';

const Frame = styled.div`
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The app's part: it opens `t` seconds after arriving with `?t=` and closes on any click. */
function Interactive({ open, onClose, ...args }: ComponentProps<typeof LikeModal>) {
  const [isOpen, setOpen] = useState(open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        ♥
      </Button>
      <LikeModal
        {...args}
        open={isOpen}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/LikeModal',
  component: LikeModal,
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: {
    open: true,
    onClose: fn(),
    profile: { id: 103, name: MEMBER_NAMES.sofia, photoUrl: IMAGES.sofia },
    profileHref: '/members/103',
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof LikeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: its button leads to /members/{id}; a click anywhere closes it. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sofía Hernández likes you!' });
    await expect(within(dialog).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/103');
    await userEvent.click(within(dialog).getByRole('link', { name: 'View profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await overlaysClosed();
  },
};

export const WithoutPhoto: Story = {
  args: { profile: { id: 112, name: 'Fleur', photoUrl: null }, profileHref: '/members/112' },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  args: { profile: { id: 301, name: MEMBER_NAMES.long, photoUrl: IMAGES.maria }, profileHref: '/members/301' },
};
