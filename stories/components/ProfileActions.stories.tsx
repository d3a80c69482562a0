import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { ProfileActions } from '../../src/components/ProfileActions';
import { VIEWER_ROLES } from '../../src/components/ProfileActions/ProfileActions';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { profileHrefs } from '../fixtures/members';

const Frame = styled.div`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof ProfileActions>;

/** The container's part: like and block are saved, then shown. */
function Interactive({ onLike, onUnlike, onBlock, onUnblock, ...args }: Args) {
  const [liked, setLiked] = useState(args.liked);
  const [blocked, setBlocked] = useState(args.blocked);
  return (
    <ProfileActions
      {...args}
      liked={liked}
      blocked={blocked}
      onLike={() => {
        onLike();
        setLiked(true);
      }}
      onUnlike={() => {
        onUnlike();
        setLiked(false);
      }}
      onBlock={() => {
        onBlock();
        setBlocked(true);
      }}
      onUnblock={() => {
        onUnblock();
        setBlocked(false);
      }}
    />
  );
}

const meta = {
  title: 'Components/ProfileActions',
  component: ProfileActions,
  args: {
    viewer: 'free',
    name: MEMBER_NAMES.anna,
    liked: false,
    blocked: false,
    pending: null,
    messageHref: profileHrefs.messageHref,
    onLike: fn(),
    onUnlike: fn(),
    onGift: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onRequireSignup: fn(),
  },
  argTypes: { viewer: { control: 'inline-radio', options: VIEWER_ROLES } },
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ProfileActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: like toggles, message is a link to the chat, block asks first and then leaves only "unblock". */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Like' });
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/members/101/chat');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift' }));
    await expect(args.onGift).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onBlock).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(/You have blocked Anna/)).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §6: a visitor sees the actions, and each one asks them to sign up. */
export const Visitor: Story = {
  args: { viewer: 'visitor' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onRequireSignup).toHaveBeenLastCalledWith('like');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a message' }));
    await expect(args.onRequireSignup).toHaveBeenLastCalledWith('message');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift' }));
    await expect(args.onRequireSignup).toHaveBeenLastCalledWith('gift');
    await expect(canvas.queryByRole('button', { name: 'Block' })).toBeNull();
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

export const Premium: Story = { args: { viewer: 'premium', liked: true } };

export const Blocked: Story = { args: { blocked: true } };

export const LikePending: Story = {
  args: { pending: 'like' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { name: MEMBER_NAMES.long, blocked: true },
};
