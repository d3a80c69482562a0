import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordDoScreen } from '../../src/screens/ResetPasswordDoScreen';
import { accountHrefs, useAccountMessages } from '../fixtures/accounts';

type ResetDoArgs = ComponentProps<typeof ResetPasswordDoScreen>;
type Messages = ReturnType<typeof useAccountMessages>;

function WithMessages({ build, ...args }: ResetDoArgs & { build: (messages: Messages) => Partial<ResetDoArgs> }) {
  const messages = useAccountMessages();
  return <ResetPasswordDoScreen {...args} {...build(messages)} />;
}

const meta = {
  title: 'Screens/ResetPasswordDoScreen',
  component: ResetPasswordDoScreen,
  args: {
    state: 'form',
    onSubmit: fn(),
    submitting: false,
    loginHref: accountHrefs.loginHref,
    requestNewHref: accountHrefs.resetPasswordHref,
  },
  argTypes: { state: { control: 'inline-radio', options: ['checking', 'form', 'done', 'invalid'] } },
} satisfies Meta<typeof ResetPasswordDoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new password twice, exactly as typed (no trimming of passwords). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), ' new passphrase ');
    await userEvent.type(canvas.getByLabelText(/Repeat new password/), ' new passphrase ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: ' new passphrase ', password_confirm: ' new passphrase ' });
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^New password/)).toBeDisabled();
  },
};

/** Nothing typed: the form alone. */
export const Empty: Story = {};

/** SPEC §5 "De opgegeven wachtwoorden zijn niet gelijk." next to the repeat field. */
export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { password: m.passwordCommon, password_confirm: m.passwordsDiffer } })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Repeat new password/)).toHaveAccessibleDescription(/do not match/);
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', accountHrefs.loginHref);
  },
};

/** The link is checked on opening: no form (nothing to type in vain) until the server says it can be used. */
export const CheckingLink: Story = {
  args: { state: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spinner appears once the load has lasted SPEC §7's 200 ms.
    await expect(within(await canvas.findByRole('status', {}, { timeout: 5_000 })).getByText('Checking your link…')).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^New password/)).toBeNull();
  },
};

/** SPEC §8: a used or expired link says so on opening, with a way to request a new mail and no form. */
export const InvalidLink: Story = {
  args: { state: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link has already been used or has expired' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^New password/)).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Request a new email' })).toHaveAttribute(
      'href',
      accountHrefs.resetPasswordHref,
    );
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.resetLinkInvalid, errors: { password: m.passwordTooShort } })} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { state: 'invalid' },
};
