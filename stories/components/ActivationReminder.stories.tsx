import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { ActivationReminder } from '../../src/components/ActivationReminder';
import { accountEmail, longAccountEmail, useAccountMessages } from '../fixtures/accounts';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

type ReminderArgs = ComponentProps<typeof ActivationReminder>;

/** "Send again" as the container runs it: sending, then sent. */
function Interactive({ onSendAgain, ...args }: ReminderArgs) {
  const [state, setState] = useState<ReminderArgs['state']>('idle');
  return (
    <ActivationReminder
      {...args}
      state={state}
      onSendAgain={() => {
        onSendAgain();
        setState('sending');
        setTimeout(() => setState('sent'), 300);
      }}
    />
  );
}

function RateLimited(args: ReminderArgs) {
  const messages = useAccountMessages();
  return <ActivationReminder {...args} state="rate_limited" rateLimitedMessage={messages.rateLimitedMinutes} />;
}

const meta = {
  title: 'Components/ActivationReminder',
  component: ActivationReminder,
  args: { variant: 'alert', email: accountEmail, state: 'idle', onSendAgain: fn(), onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['alert', 'modal'] },
    state: { control: 'inline-radio', options: ['idle', 'sending', 'sent', 'rate_limited'] },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ActivationReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4 alert: the address, and "send again" that reports when the mail went out. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(accountEmail)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('Sent! Check your inbox.')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Send once more' })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send again/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sent: Story = { args: { state: 'sent' } };

/** The rate limit refuses another mail: the button waits and the server's message says for how long. */
export const RateLimitedAlert: Story = {
  render: (args) => <RateLimited {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeDisabled();
    await expect(canvas.getByText(/Please wait 30 minutes/)).toBeInTheDocument();
  },
};

/** SPEC §4: on a smartphone right after signup (`api_signup_complete`), a modal. */
export const Modal: Story = {
  args: { variant: 'modal' },
  globals: { viewport: { value: 'phone' } },
  render: (args) => <Interactive {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'One last step: check your email' });
    await expect(within(dialog).getByText(accountEmail)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByText('Sent! Check your inbox.')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK, got it' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ModalRateLimited: Story = {
  args: { variant: 'modal' },
  render: (args) => <RateLimited {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { email: longAccountEmail, state: 'sent' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { email: longAccountEmail },
};
