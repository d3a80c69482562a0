import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { PushNotificationAlert } from '../../src/components/PushNotificationAlert';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The app's part: a dismissed alert is gone (and the dismissal stored). */
function Dismissible(args: ComponentProps<typeof PushNotificationAlert>) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <PushNotificationAlert
      {...args}
      onDismiss={() => {
        args.onDismiss();
        setShown(false);
      }}
    />
  ) : null;
}

const meta = {
  title: 'Components/PushNotificationAlert',
  component: PushNotificationAlert,
  args: { capable: true, subscription: 'none', onEnable: fn(), enabling: false, onDismiss: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: (args) => <Dismissible {...args} />,
} satisfies Meta<typeof PushNotificationAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: push offered (capable, no subscription): an enable button; dismissing calls `onDismiss` once. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('data-push-alert', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on notifications' }));
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Enabling: Story = { args: { enabling: true } };

/** The browser refused: how to allow it again, no enable button. */
export const Denied: Story = {
  args: { subscription: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Notifications are blocked')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  },
};

/** Subscribed already: nothing to show. */
export const Active: Story = {
  args: { subscription: 'active' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-push-alert]')).toBeNull();
  },
};

/** The browser cannot do web push: nothing to show. */
export const NotCapable: Story = {
  args: { capable: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-push-alert]')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = { globals: { locale: 'de' } };
