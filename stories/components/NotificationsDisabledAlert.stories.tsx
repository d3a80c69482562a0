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
  args: { count: 3, settingsHref: '/notifications', onDismiss: fn() },
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

/** SPEC §4: a warning with the way to the notification settings; dismissing it calls `onDismiss` once. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You turned off 3 kinds of notifications, so you may miss messages and matches.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const OneType: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You turned off 1 kind of notification,/)).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = { globals: { locale: 'pl' }, args: { count: 5 } };
