import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StaffAccountsScreen } from '../../../src/screens/StaffAccountsScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { longStaffAccounts, staffAccounts, staffSites } from '../../fixtures/staffA';

type Args = ComponentProps<typeof StaffAccountsScreen>;

function WithErrors(args: Args) {
  const { t } = useTranslation();
  return (
    <StaffAccountsScreen
      {...args}
      createError={t('errors:generic')}
      createFieldErrors={{ email: t('validation:email_invalid'), name: t('validation:required') }}
    />
  );
}

function WithLoadError(args: Args) {
  const { t } = useTranslation();
  return <StaffAccountsScreen {...args} error={t('errors:generic')} />;
}

const meta = {
  title: 'Back office/StaffAccountsScreen',
  component: StaffAccountsScreen,
  args: {
    accounts: staffAccounts,
    sites: staffSites,
    onCreate: fn(),
    onDismissPassword: fn(),
    onUpdate: fn(),
    onResetTotp: fn(),
    onRetry: fn(),
    currentStaffId: 1,
  },
} satisfies Meta<typeof StaffAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, and a partner created with two sites. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Staff accounts' })).getAllByRole('row');
    await expect(rows).toHaveLength(staffAccounts.length + 1);
    await expect(within(rows[4]!).getByText('she.localhost, bdsm.localhost')).toBeInTheDocument();
    await expect(within(rows[3]!).getByText('Off')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('textbox', { name: /Email address/ }));
    await userEvent.paste('new@partner.example');
    await userEvent.click(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('New Partner');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Role/ }), 'partner');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'she.localhost' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'gay.localhost' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ email: 'new@partner.example', name: 'New Partner', role: 'partner', siteIds: [2, 7] });
  },
};

/** A status change in a dialog, and a TOTP reset behind a confirmation. */
export const EditAndResetTotp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Edit (Lisa Bakker)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Lisa Bakker' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'disabled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(3, { role: 'operator', siteIds: [], status: 'disabled' });
    await overlaysClosed();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-step sign-in (Tom Jansen)' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in of Tom Jansen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(args.onResetTotp).toHaveBeenCalledWith(2);
    await overlaysClosed();
  },
};

/** After creation: the one-time password, shown once, with a copy button and a warning. */
export const OneTimePassword: Story = {
  args: { createdPassword: { email: 'new@partner.example', password: 'kX7-pQ2m-Vt9w-Lr4z' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('kX7-pQ2m-Vt9w-Lr4z')).toBeInTheDocument();
    await expect(canvas.getByText(/shown only now/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'I have passed it on' }));
    await expect(args.onDismissPassword).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true, accounts: [] } };

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create account/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no staff accounts yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithLoadError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CreateErrors: Story = {
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const LongContent: Story = { globals: { locale: 'de' }, args: { accounts: longStaffAccounts } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { accounts: longStaffAccounts } };
