import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../src/components/Button';
import { MatchModal } from '../../src/components/MatchModal';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { withStayingLinks } from '../fixtures/credits';
import { IMAGES } from '../fixtures/images';
import { navAvatarUrl } from '../fixtures/site';
import { overlaysClosed } from '../fixtures/chat';

const Frame = styled.div`
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The app's part: it opens on a match event and closes on any click. */
function Interactive({ open, onClose, ...args }: ComponentProps<typeof MatchModal>) {
  const [isOpen, setOpen] = useState(open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        ❤
      </Button>
      <MatchModal
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
  title: 'Components/MatchModal',
  component: MatchModal,
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
    profile: { id: 101, name: MEMBER_NAMES.anna, photoUrl: IMAGES.anna },
    viewer: { name: 'Daniel', photoUrl: navAvatarUrl },
    chatHref: '/members/101/chat',
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof MatchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SPEC §2: full screen in the site's colours (not a plain white sheet), both photos, the next step — send a message
 * first, keep browsing second; a click anywhere (here on the text) closes it.
 */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    // Visible once the stage has risen in.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Daniel' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: MEMBER_NAMES.anna })).toBeVisible());
    const [message, browse] = [within(dialog).getByRole('link', { name: 'Send Anna a message' }), within(dialog).getByRole('button', { name: 'Keep browsing' })];
    await expect(message).toHaveAttribute('href', '/members/101/chat');
    // The primary action comes first; the second is a secondary (outlined) button, not bare text.
    await expect(message.compareDocumentPosition(browse) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(getComputedStyle(browse).backgroundColor).not.toBe(getComputedStyle(message).backgroundColor);
    await expect(getComputedStyle(browse).borderTopStyle).toBe('solid');
    await expect(parseFloat(getComputedStyle(browse).borderTopWidth)).toBeGreaterThan(0);
    // Themed: the niche's tint glows over the page background.
    await expect(getComputedStyle(dialog).backgroundImage).toContain('radial-gradient');
    await userEvent.click(within(dialog).getByText('You and Anna like each other.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await overlaysClosed();
  },
};

/** Escape closes it too. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await overlaysClosed();
  },
};

/** The message link leads to the chat and closes the modal once, also through a router link that cancels the click. */
export const MessageLinkCloses: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Send Anna a message' }));
    await overlaysClosed();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Without photos, each member shows as their initials. */
export const WithoutPhotos: Story = {
  args: { profile: { id: 112, name: 'Fleur', photoUrl: null }, viewer: { name: 'Sophie', photoUrl: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await expect(within(dialog).getByRole('img', { name: 'Fleur' })).toHaveTextContent('F');
    await expect(within(dialog).getByRole('img', { name: 'Sophie' })).toHaveTextContent('S');
  },
};

/** A dark niche (BDSM): the stage takes that niche's colours. */
export const DarkNiche: Story = { globals: { niche: '3' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'pl', viewport: { value: 'phone' } },
  args: { profile: { id: 301, name: MEMBER_NAMES.long, photoUrl: IMAGES.maria } },
};
