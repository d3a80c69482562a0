import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettingsScreen } from '../../src/screens/AccountSettingsScreen';
import { accountEmail, accountHrefs, longAccountEmail, useAccountMessages } from '../fixtures/accounts';

type SettingsArgs = ComponentProps<typeof AccountSettingsScreen>;
type Messages = ReturnType<typeof useAccountMessages>;

function WithMessages({ build, ...args }: SettingsArgs & { build: (messages: Messages) => Partial<SettingsArgs> }) {
  const messages = useAccountMessages();
  return <AccountSettingsScreen {...args} {...build(messages)} />;
}

/** The container's part for the password section: submitting, then saved. */
function Interactive({ onChangePassword, onChangeEmail, ...args }: SettingsArgs) {
  const [passwordSection, setPasswordSection] = useState<SettingsArgs['passwordSection']>({});
  const [emailSection, setEmailSection] = useState<SettingsArgs['emailSection']>({});
  return (
    <AccountSettingsScreen
      {...args}
      passwordSection={passwordSection}
      emailSection={emailSection}
      onChangePassword={(values) => {
        onChangePassword(values);
        setPasswordSection({ status: 'submitting' });
        setTimeout(() => setPasswordSection({ status: 'saved' }), 200);
      }}
      onChangeEmail={(values) => {
        onChangeEmail(values);
        setEmailSection({ status: 'submitting' });
        setTimeout(() => setEmailSection({ status: 'saved', sentTo: values.new_email }), 200);
      }}
    />
  );
}

const meta = {
  title: 'Screens/AccountSettingsScreen',
  component: AccountSettingsScreen,
  args: {
    email: accountEmail,
    language: 'en',
    onSaveLanguage: fn(),
    onChangeEmail: fn(),
    onChangePassword: fn(),
    notificationsHref: accountHrefs.notificationsHref,
    deleteAccountHref: accountHrefs.deleteAccountHref,
    loading: false,
  },
} satisfies Meta<typeof AccountSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each section submits on its own; a saved password form is cleared and says so. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = within(canvas.getByRole('region', { name: 'Password' }));
    await userEvent.type(password.getByLabelText(/Current password/), 'old secret');
    await userEvent.type(password.getByLabelText(/^New password/), 'new passphrase');
    await userEvent.type(password.getByLabelText(/Repeat new password/), 'new passphrase');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      current_password: 'old secret',
      password: 'new passphrase',
      password_confirm: 'new passphrase',
    });
    await waitFor(() => expect(password.getByText('Your password has been changed.')).toBeInTheDocument());
    await expect(password.getByLabelText(/Current password/)).toHaveValue('');

    const email = within(canvas.getByRole('region', { name: 'Email address' }));
    await userEvent.type(email.getByLabelText(/New email address/), ' new@example.com ');
    await userEvent.type(email.getByLabelText(/Current password/), 'old secret');
    await userEvent.click(email.getByRole('button', { name: 'Change email address' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith({ new_email: 'new@example.com', password: 'old secret' });
    await waitFor(() => expect(email.getByText('new@example.com')).toBeInTheDocument());
  },
};

/** SPEC §4: the language select lists the 11 languages in their own names; saving sends the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(within(select).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(select, 'nl');
    await expect(within(select).getByRole('option', { name: 'Nederlands' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save language' }));
    await expect(args.onSaveLanguage).toHaveBeenCalledWith('nl');
    await expect(canvas.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', accountHrefs.deleteAccountHref);
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', accountHrefs.notificationsHref);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Every section busy at once. */
export const Submitting: Story = {
  args: { languageSection: { status: 'submitting' }, emailSection: { status: 'submitting' }, passwordSection: { status: 'submitting' } },
};

/** The minimal state: nothing submitted, nothing to report. */
export const Empty: Story = {};

/** SPEC §5 "Nieuw e-mailadres invalide" / "Dit e-mailadres heeft al een account op deze site" and other failures. */
export const Error: Story = {
  render: (args) => (
    <WithMessages
      {...args}
      build={(m) => ({
        languageSection: { error: m.generic },
        emailSection: { errors: { new_email: m.newEmailInvalid, password: m.reauthFailed } },
        passwordSection: { errors: { password: m.passwordTooShort, password_confirm: m.passwordsDiffer } },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const email = within(within(canvasElement).getByRole('region', { name: 'Email address' }));
    await expect(email.getByLabelText(/New email address/)).toHaveAccessibleDescription(/New email address is invalid/);
  },
};

/** The container's "did you mean" part: a likely typo of a common domain gets a correction (SPEC §5, as at signup). */
function WithEmailSuggestion({ onNewEmailInput, ...args }: SettingsArgs) {
  const [typed, setTyped] = useState('');
  return (
    <AccountSettingsScreen
      {...args}
      onNewEmailInput={(value) => {
        onNewEmailInput?.(value);
        setTyped(value);
      }}
      newEmailSuggestion={typed === 'anna@gmial.com' ? 'anna@gmail.com' : undefined}
    />
  );
}

/** Typing a misspelt domain offers the correction; accepting it puts it in the field, and the offer goes. */
export const EmailSuggestion: Story = {
  args: { onNewEmailInput: fn() },
  render: (args) => <WithEmailSuggestion {...args} />,
  play: async ({ canvasElement, args }) => {
    const email = within(within(canvasElement).getByRole('region', { name: 'Email address' }));
    const field = email.getByLabelText(/New email address/);
    await expect(email.queryByText(/Did you mean/)).toBeNull();
    await userEvent.type(field, 'anna@gmial.com');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Did you mean anna@gmail\.com\?/));
    await userEvent.click(email.getByRole('button', { name: 'Yes, correct it' }));
    await expect(field).toHaveValue('anna@gmail.com');
    await expect(args.onNewEmailInput).toHaveBeenLastCalledWith('anna@gmail.com');
    await waitFor(() => expect(email.queryByText(/Did you mean/)).toBeNull());
    await userEvent.type(email.getByLabelText(/Current password/), 'old secret');
    await userEvent.click(email.getByRole('button', { name: 'Change email address' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith({ new_email: 'anna@gmail.com', password: 'old secret' });
  },
};

export const EmailTaken: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ emailSection: { errors: { new_email: m.emailTaken } } })} />,
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { language: 'nl' },
  render: (args) => (
    <WithMessages {...args} build={(m) => ({ emailSection: { errors: { new_email: m.newEmailInvalid } }, passwordSection: { errors: { password_confirm: m.passwordsDiffer } } })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nieuw e-mailadres invalide')).toBeInTheDocument();
    await expect(canvas.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeInTheDocument();
  },
};

export const Saved: Story = {
  args: {
    languageSection: { status: 'saved' },
    emailSection: { status: 'saved', sentTo: 'sophie.new@example.com' },
    passwordSection: { status: 'saved' },
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { email: longAccountEmail, language: 'de', emailSection: { status: 'saved', sentTo: longAccountEmail } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};
