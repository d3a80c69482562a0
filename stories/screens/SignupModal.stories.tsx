import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { SignupModal, type SignupModalProps } from '../../src/screens/SignupModal';
import type { SignupValues } from '../../src/screens/SignupScreen';
import { emptySignup, filledSignup, longSignup, longTargetProfile, signupHrefs, targetProfile, useAccountMessages } from '../fixtures/accounts';
import { siteSettings } from '../fixtures/site';

/** The container's part: it keeps the draft, the step and whether the modal is open, and reports every call. */
function ControlledModal({ values: initialValues, step: initialStep, open: initialOpen, onChange, onStepChange, onOpenChange, inProgress, ...args }: SignupModalProps) {
  const [values, setValues] = useState<SignupValues>(initialValues);
  const [step, setStep] = useState(initialStep);
  const [open, setOpen] = useState(initialOpen);
  const { t } = useTranslation('auth');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('signup.title')}</Button>
      <SignupModal
        {...args}
        // The app's rule (app/rules/signupInProgress.ts), simplified: in progress once the visitor changed anything.
        inProgress={inProgress || values !== initialValues || step !== initialStep}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        values={values}
        step={step}
        onChange={(field, value) => {
          onChange(field, value);
          setValues((current) => ({ ...current, [field]: value }) as SignupValues);
        }}
        onStepChange={(next) => {
          onStepChange(next);
          setStep(next);
        }}
      />
    </>
  );
}

function WithError(args: SignupModalProps) {
  const messages = useAccountMessages();
  return <SignupModal {...args} formError={messages.signupEmailActive} errors={{ email: messages.emailTaken }} />;
}

const meta = {
  title: 'Screens/SignupModal',
  component: SignupModal,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'email',
    values: emptySignup,
    onChange: fn(),
    onStepChange: fn(),
    onSubmit: fn(),
    onAcceptSuggestion: fn(),
    submitting: false,
    signupCredits: siteSettings.signup_credits,
    messageMaxLength: siteSettings.message_length,
    ...signupHrefs,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SignupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SPEC §2: on desktop signup opens as a modal over any page. Before anything is filled in Escape closes it; once
 * signup is in progress Escape and a backdrop click do not, and the close icon still does.
 */
export const Playground: Story = {
  render: (args) => <ControlledModal {...args} />,
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Create your free account' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Create your free account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'sophie@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('name');
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]');
    if (!overlay) throw new globalThis.Error('no modal overlay');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    // Still only the first close (before anything was filled in).
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** SPEC §2: a draft already under way (here on the password step): Escape and the backdrop leave it open. */
export const InProgress: Story = {
  args: { step: 'password', values: filledSignup, inProgress: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]');
    if (!overlay) throw new globalThis.Error('no modal overlay');
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

export const Default: Story = {};

/**
 * SPEC §2: while the signup request runs the modal is busy. Escape and a backdrop click do not close it, and the
 * close button is disabled.
 */
export const Loading: Story = {
  args: { step: 'signup_message', values: filledSignup, submitting: true, inProgress: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]');
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { signupCredits: 0 } };

export const Error: Story = {
  args: { values: { ...emptySignup, email: filledSignup.email } },
  render: (args) => <WithError {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { step: 'signup_message', values: longSignup, targetProfile: longTargetProfile },
};

/** `/members/{id}/signup` on desktop: the profile heads the modal. */
export const WithTargetProfile: Story = {
  args: { targetProfile },
};

export const Closed: Story = {
  args: { closedReason: 'trafficsource' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Signing up is not possible right now' });
  },
};

/** The modal on a phone (the app shows the page there; the modal still has to fit). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { step: 'password', values: filledSignup },
};
