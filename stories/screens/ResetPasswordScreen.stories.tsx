import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from '../../src/screens/ResetPasswordScreen';
import { accountEmail, accountHrefs, longAccountEmail, useAccountMessages } from '../fixtures/accounts';

type ResetArgs = ComponentProps<typeof ResetPasswordScreen>;
type Messages = ReturnType<typeof useAccountMessages>;

function WithMessages({ build, ...args }: ResetArgs & { build: (messages: Messages) => Partial<ResetArgs> }) {
  const messages = useAccountMessages();
  return <ResetPasswordScreen {...args} {...build(messages)} />;
}

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { state: 'form', onSubmit: fn(), onUseAnotherEmail: fn(), submitting: false, loginHref: accountHrefs.loginHref },
  argTypes: { state: { control: 'inline-radio', options: ['form', 'sent'] } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), `${accountEmail} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(accountEmail);
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', accountHrefs.loginHref);
  },
};

export const Default: Story = { args: { defaultEmail: accountEmail } };

export const Loading: Story = {
  args: { defaultEmail: accountEmail, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send reset link/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {};

/** SPEC §8: too many reset mails today (try tomorrow), and a field error. */
export const Error: Story = {
  args: { defaultEmail: accountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.resetTooMany })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/try again tomorrow/);
  },
};

export const InvalidEmail: Story = {
  args: { defaultEmail: 'sophie@' },
  render: (args) => <WithMessages {...args} build={(m) => ({ emailError: m.emailInvalid })} />,
};

/** Sent, whether or not the address has an account (SEC-4): the same words either way. */
export const Sent: Story = {
  args: { state: 'sent', sentTo: accountEmail },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await expect(canvas.getByText(accountEmail)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email address' }));
    await expect(args.onUseAnotherEmail).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { state: 'sent', sentTo: longAccountEmail },
};

export const LongContentForm: Story = {
  globals: { locale: 'de' },
  args: { defaultEmail: longAccountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.resetTooMany })} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { state: 'sent', sentTo: accountEmail },
};
