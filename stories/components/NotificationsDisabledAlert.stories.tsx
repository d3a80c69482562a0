import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { NotificationsDisabledAlert } from '../../src/components/NotificationsDisabledAlert';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

function Dismissible(args: ComponentProps<typeof NotificationsDisabledAlert>) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <NotificationsDisabledAlert
      {...args}
      onDismiss={() => {
        args.onDismiss();
        setShown(false);
      }}
    />
  ) : null;
}

const meta = {
  title: 'Components/NotificationsDisabledAlert',
  component: NotificationsDisabledAlert,
  args: { off: 'messages', settingsHref: '/notifications', onDismiss: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: (args) => <Dismissible {...args} />,
} satisfies Meta<typeof NotificationsDisabledAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: a warning naming what is off, with the way to the notification settings; dismissing it calls `onDismiss` once. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Message notifications are off')).toBeInTheDocument();
    await expect(canvas.getByText('You will not hear about new messages while you are away.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Likes switched off: the alert names like and match notifications, not messages. */
export const LikesOff: Story = {
  args: { off: 'likes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Like and match notifications are off')).toBeInTheDocument();
    await expect(canvas.queryByText(/messages/)).toBeNull();
  },
};

export const MessagesAndLikesOff: Story = {
  args: { off: 'messages_and_likes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Message, like and match notifications are off')).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = { globals: { locale: 'pl' }, args: { off: 'messages_and_likes' } };
