import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from '../../src/screens/LoginScreen';
import { accountEmail, accountHrefs, longAccountEmail, useAccountMessages } from '../fixtures/accounts';

type LoginArgs = ComponentProps<typeof LoginScreen>;
type Messages = ReturnType<typeof useAccountMessages>;

function WithMessages({ build, ...args }: LoginArgs & { build: (messages: Messages) => Partial<LoginArgs> }) {
  const messages = useAccountMessages();
  return <LoginScreen {...args} {...build(messages)} />;
}

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  args: {
    onSubmit: fn(),
    submitting: false,
    resetPasswordHref: accountHrefs.resetPasswordHref,
    signupHref: accountHrefs.signupHref,
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email and password go to the container as typed (the address trimmed); the links lead to reset and signup. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), '  sophie@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sophie@example.com', password: 'correct horse' });
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', accountHrefs.resetPasswordHref);
    await expect(canvas.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', accountHrefs.signupHref);
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { submitting: true, defaultEmail: accountEmail },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /Log in/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText(/Email address/)).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing typed yet: the same form (there is no data to be empty of). */
export const Empty: Story = { args: { defaultEmail: '' } };

/** SPEC §8 "Login mislukt, probeer opnieuw." (here in the story's locale), announced as an alert. */
export const Error: Story = {
  args: { defaultEmail: accountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.loginFailed })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Login failed, please try again.');
  },
};

/** SPEC §8: after too many attempts the account is blocked for a number of minutes. */
export const Blocked: Story = {
  args: { defaultEmail: accountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.loginBlocked })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('blocked for 15 minutes');
  },
};

export const FieldErrors: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { email: m.emailInvalid, password: m.required } })} />,
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultEmail: accountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.loginFailed })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Login mislukt, probeer opnieuw.');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { defaultEmail: longAccountEmail },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.loginBlocked })} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};
