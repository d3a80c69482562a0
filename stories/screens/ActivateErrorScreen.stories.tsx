import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivateErrorScreen } from '../../src/screens/ActivateErrorScreen';
import { accountEmail, accountHrefs, longAccountEmail, supportEmail, useAccountMessages } from '../fixtures/accounts';

type ActivateErrorArgs = ComponentProps<typeof ActivateErrorScreen>;

function Interactive({ onResend, ...args }: ActivateErrorArgs) {
  const [state, setState] = useState<ActivateErrorArgs['resendState']>('idle');
  return (
    <ActivateErrorScreen
      {...args}
      resendState={state}
      onResend={() => {
        onResend?.();
        setState('sending');
        setTimeout(() => setState('sent'), 200);
      }}
    />
  );
}

function RateLimited(args: ActivateErrorArgs) {
  const messages = useAccountMessages();
  return <ActivateErrorScreen {...args} resendState="rate_limited" rateLimitedMessage={messages.rateLimitedMinutes} />;
}

const meta = {
  title: 'Screens/ActivateErrorScreen',
  component: ActivateErrorScreen,
  args: {
    loggedIn: true,
    email: accountEmail,
    resendState: 'idle',
    onResend: fn(),
    loginHref: accountHrefs.loginHref,
    faqHref: accountHrefs.faqHref,
    supportEmail,
  },
  argTypes: { resendState: { control: 'inline-radio', options: ['idle', 'sending', 'sent', 'rate_limited'] } },
} satisfies Meta<typeof ActivateErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 "Activeren mislukt.": a logged-in member has a new mail sent at once. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Activation failed.' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new activation email' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`new activation link to ${accountEmail}`));
  },
};

export const Default: Story = {};

export const Loading: Story = { args: { resendState: 'sending' } };

/** A visitor (not logged in) is asked to log in first. */
export const Empty: Story = {
  args: { loggedIn: false, email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send a new activation email' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', accountHrefs.loginHref);
  },
};

/** The resend is refused by the rate limit. */
export const Error: Story = {
  render: (args) => <RateLimited {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send a new activation email' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/30 minutes/);
  },
};

export const Sent: Story = { args: { resendState: 'sent' } };

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Activeren mislukt.');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { email: longAccountEmail, resendState: 'sent' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
