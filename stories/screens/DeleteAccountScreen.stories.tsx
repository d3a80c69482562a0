import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountScreen } from '../../src/screens/DeleteAccountScreen';
import { accountHrefs, deleteDiscountPercent, supportEmail, useAccountMessages } from '../fixtures/accounts';

type DeleteArgs = ComponentProps<typeof DeleteAccountScreen>;

function WithErrors(args: DeleteArgs) {
  const messages = useAccountMessages();
  return <DeleteAccountScreen {...args} passwordError={messages.reauthFailed} error={messages.rateLimited} />;
}

/** A second claim: the server's refusal, translated. */
function WithClaimRefused(args: DeleteArgs) {
  const { t } = useTranslation();
  return <DeleteAccountScreen {...args} discountError={t('errors:retention_discount_claimed')} />;
}

const meta = {
  title: 'Screens/DeleteAccountScreen',
  component: DeleteAccountScreen,
  args: {
    onSubmit: fn(),
    onStepChange: fn(),
    submitting: false,
    initialStep: 'solutions',
    profileSettingsHref: accountHrefs.profileSettingsHref,
    notificationsHref: accountHrefs.notificationsHref,
    discountPercent: deleteDiscountPercent,
    onClaimDiscount: fn(),
    supportEmail,
    cancelHref: accountHrefs.cancelHref,
  },
  argTypes: { initialStep: { control: 'inline-radio', options: ['solutions', 'reasons', 'confirm'] } },
} satisfies Meta<typeof DeleteAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SPEC §2: solutions first, then the reason (required, with an optional comment), then the password. Walks the
 * whole flow, including the missing-reason error and the way back.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Keep my account' })).toHaveAttribute('href', accountHrefs.cancelHref);
    await userEvent.click(canvas.getByRole('button', { name: 'No thanks, continue' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('reasons');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Help us improve' })).toHaveFocus());

    // A reason is required.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(/Please choose a reason/);
    await userEvent.click(canvas.getByRole('radio', { name: "I don't get enough replies" }));
    await userEvent.type(canvas.getByLabelText(/Anything else/), '  Nobody near me.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('confirm');

    // Back keeps the choices.
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radio', { name: "I don't get enough replies" })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await userEvent.type(await canvas.findByLabelText(/Your password/), 'my secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'not_enough_replies', comment: 'Nobody near me.', password: 'my secret' });
  },
};

/** Step 1: the solutions, with the company's delete discount, claimed with a button (a personal code, once). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go invisible' })).toHaveAttribute('href', accountHrefs.profileSettingsHref);
    await expect(canvas.getByRole('link', { name: 'Change notifications' })).toHaveAttribute('href', accountHrefs.notificationsHref);
    await expect(canvas.getByText('Stay with 25% off')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim my discount' }));
    await expect(args.onClaimDiscount).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', `mailto:${supportEmail}`);
  },
};

/** The deletion request is running. */
export const Loading: Story = {
  args: { initialStep: 'confirm', submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Delete my account/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** No delete discount (company `delete_discount` is 0): that solution is left out. */
export const Empty: Story = {
  args: { discountPercent: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/% off/)).toBeNull();
  },
};

/** The discount is being claimed: the button is busy and swallows a second click. */
export const DiscountClaiming: Story = {
  args: { discountClaiming: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const claim = canvas.getByRole('button', { name: /Claim my discount/ });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onClaimDiscount).not.toHaveBeenCalled();
  },
};

/** A member who claimed the discount before: the claim is refused with a translated message. */
export const DiscountAlreadyClaimed: Story = {
  render: (args) => <WithClaimRefused {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have already claimed this discount. It can be claimed once.');
  },
};

/** A wrong password (and a failure for the whole request). */
export const Error: Story = {
  args: { initialStep: 'confirm' },
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const StepReasons: Story = { args: { initialStep: 'reasons' } };

/** Step 3: what happens (SPEC §4/§9: 14 days to reactivate), and the password. */
export const StepConfirm: Story = {
  args: { initialStep: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/within 14 days/)).toBeInTheDocument();
    // Entered on step 3 directly there is no reason yet: nothing is sent.
    await userEvent.type(canvas.getByLabelText(/Your password/), 'my secret{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
};

export const LongContentReasons: Story = {
  globals: { locale: 'de' },
  args: { initialStep: 'reasons' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};
