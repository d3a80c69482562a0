import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatTopBar } from '../../src/components/ChatTopBar';
import { chatHrefs, chatProfiles, overlaysClosed } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';

const meta = {
  title: 'Components/ChatTopBar',
  component: ChatTopBar,
  decorators: [withStayingLinks],
  args: {
    profile: chatProfiles.anna,
    backHref: chatHrefs.chats,
    profileHref: chatHrefs.profile,
    credits: 120,
    creditsHref: chatHrefs.credits,
    blocked: false,
    onBlock: fn(),
    onUnblock: fn(),
    onDelete: fn(),
    fictional: fictionalWording,
  },
} satisfies Meta<typeof ChatTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back, the member (a link to the profile), the credits (a link to buy more), and the menu; blocking asks first. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/chats');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna, 29' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Anna, 29/ })).toHaveAttribute('href', '/members/101');
    await expect(canvas.getByRole('link', { name: 'You have 120 credits. Buy credits' })).toHaveAttribute('href', '/credits');
    await userEvent.click(canvas.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await overlaysClosed();
  },
};

/** Deleting the conversation asks first; cancelling changes nothing. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your conversation with Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Radix lifts aria-hidden from the page a moment after the dialog leaves; wait for it before the next click.
    await overlaysClosed();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your conversation with Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await overlaysClosed();
  },
};

/** A blocked member: the menu offers "unblock", at once. */
export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
    await overlaysClosed();
  },
};

/** SPEC §2 low-credit colours: amber at 10 or fewer, red at 0. */
export const LowCredits: Story = {
  args: { credits: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /3 credits/ })).toHaveAttribute('data-credits', '3');
  },
};

export const NoCredits: Story = { args: { credits: 0 } };

export const Fictional: Story = { args: { profile: chatProfiles.maria } };

export const WithoutPhoto: Story = { args: { profile: chatProfiles.fleur, credits: null } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { profile: chatProfiles.long, credits: 12345 },
};
