import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffLoginScreen } from '../../../src/screens/StaffLoginScreen';
import { enrolmentQrSvg, enrolmentSecret } from '../../fixtures/staffA';

type Args = ComponentProps<typeof StaffLoginScreen>;

/** Errors in the story's language, as the container translates the server's codes. */
function WithError({ code, ...args }: Args & { code: string; count?: number }) {
  const { t } = useTranslation();
  return <StaffLoginScreen {...args} error={t(code, { count: 15 })} />;
}

const meta = {
  title: 'Back office/StaffLoginScreen',
  component: StaffLoginScreen,
  args: {
    step: 'password',
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    onConfirmEnrolment: fn(),
    onSubmitNewPassword: fn(),
    onStartOver: fn(),
    enrolment: { qrSvg: enrolmentQrSvg, secret: enrolmentSecret },
  },
  argTypes: { step: { control: 'inline-radio', options: ['password', 'code', 'new_password', 'enrol'] } },
} satisfies Meta<typeof StaffLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email and password: a separate staff sign-in. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), ' eva@backoffice.example ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({ email: 'eva@backoffice.example', password: 'correct horse battery' });
  },
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toHaveValue('');
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} code="errors:staff_login_failed" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sign-in failed');
  },
};

export const Throttled: Story = {
  render: (args) => <WithError {...args} code="errors:login_blocked" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('15');
  },
};

/** The 6-digit code: numeric, one-time-code autocomplete; a wrong length is refused before it is sent. */
export const Code: Story = {
  args: { step: 'code' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /6-digit code/ });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a3');
    await expect(input).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(/Enter the 6 digits of the code/);
    await userEvent.type(input, '456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in with another account' }));
    await expect(args.onStartOver).toHaveBeenCalled();
  },
};

export const CodeInvalid: Story = {
  args: { step: 'code' },
  render: (args) => <WithError {...args} code="errors:staff_totp_invalid" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This code is not valid');
  },
};

/** First sign-in of an admin or moderator: scan the QR code (an image), or type the grouped key, then confirm. */
export const Enrol: Story = {
  args: { step: 'enrol' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: /QR code to add this staff account/ });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[viewBox="0 0 21 21"]')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /6-digit code/ }), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sign in' }));
    await expect(args.onConfirmEnrolment).toHaveBeenCalledWith('654321');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { step: 'enrol', enrolment: { qrSvg: enrolmentQrSvg, secret: `${enrolmentSecret}${enrolmentSecret}` } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { step: 'enrol' },
};

/** A handed-out password (seeded account, or one an admin created): replaced before anything else (SEC-26). */
export const NewPassword: Story = {
  args: { step: 'new_password' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
    const password = canvas.getByLabelText(/^New password/);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'harbour-violet-engine-58');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'harbour-violet-engine-58');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmitNewPassword).toHaveBeenCalledWith({ password: 'harbour-violet-engine-58', password_confirm: 'harbour-violet-engine-58' });
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in with another account' }));
    await expect(args.onStartOver).toHaveBeenCalled();
  },
};

/**
 * The same step after a reload: the session still must change its password, so the step comes back at once; the page
 * no longer knows the handed-out password, so it asks for it again (the server re-checks it, SEC-10).
 */
export const NewPasswordResumed: Story = {
  args: { step: 'new_password', askCurrentPassword: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
    await expect(canvas.getByText(/You are still signed in/)).toBeInTheDocument();
    const current = canvas.getByLabelText(/^Password you were given/);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(current, 'handed-out-1');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'harbour-violet-engine-58');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'harbour-violet-engine-58');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmitNewPassword).toHaveBeenCalledWith({
      current_password: 'handed-out-1',
      password: 'harbour-violet-engine-58',
      password_confirm: 'harbour-violet-engine-58',
    });
  },
};

/** The server's field errors, translated: the same password again, and a confirmation that differs. */
function NewPasswordWithErrors(args: Args) {
  const { t } = useTranslation();
  return (
    <StaffLoginScreen
      {...args}
      step="new_password"
      fieldErrors={{ new_password: t('validation:password_unchanged'), password_confirm: t('validation:passwords_differ') }}
    />
  );
}

export const NewPasswordError: Story = {
  args: { step: 'new_password' },
  render: (args) => <NewPasswordWithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/different password from the one you were given/);
    await expect(canvas.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(/do not match/);
  },
};

/** An operator or partner after its first password change: an authenticator is offered, and may be skipped. */
export const EnrolOptional: Story = {
  args: { step: 'enrol', onSkipEnrolment: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your role does not require it/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign in with another account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSkipEnrolment).toHaveBeenCalled();
  },
};
