import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupScreen, type SignupScreenProps, type SignupValues } from '../../src/screens/SignupScreen';
import {
  emptySignup,
  filledSignup,
  longSignup,
  longTargetProfile,
  signupHrefs,
  targetProfile,
  typoSignup,
  typoSuggestion,
  useAccountMessages,
} from '../fixtures/accounts';
import { siteSettings } from '../fixtures/site';

/** The container's part, for stories that type: it keeps the draft and the step, and reports every call. */
function ControlledSignup({ values: initialValues, step: initialStep, onChange, onStepChange, ...args }: SignupScreenProps) {
  const [values, setValues] = useState<SignupValues>(initialValues);
  const [step, setStep] = useState(initialStep);
  return (
    <SignupScreen
      {...args}
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
  );
}

type Messages = ReturnType<typeof useAccountMessages>;

/** Renders the screen with messages translated in the story's locale, as the container would pass them. */
function WithMessages({ build, ...args }: SignupScreenProps & { build: (messages: Messages) => Partial<SignupScreenProps> }) {
  const messages = useAccountMessages();
  return <SignupScreen {...args} {...build(messages)} />;
}

const brand = <SiteBrand siteName={siteSettings.name} homeHref="/" />;

const meta = {
  title: 'Screens/SignupScreen',
  component: SignupScreen,
  args: {
    variant: 'page',
    step: 'email',
    values: emptySignup,
    onChange: fn(),
    onStepChange: fn(),
    onSubmit: fn(),
    onAcceptSuggestion: fn(),
    submitting: false,
    signupCredits: siteSettings.signup_credits,
    messageMaxLength: siteSettings.message_length,
    brand,
    ...signupHrefs,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['page', 'modal'] },
    step: { control: 'select', options: ['email', 'name', 'password', 'date_of_birth', 'signup_message'] },
    closedReason: { control: 'inline-radio', options: [undefined, 'closed', 'trafficsource'] },
    brand: { control: false },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type an address and go on: the draft goes to the container and Next asks for the name step, which takes focus. */
export const Playground: Story = {
  render: (args) => <ControlledSignup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 5')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Email address/), 'sophie@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'sophie@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('name');
    const heading = await canvas.findByRole('heading', { name: 'What should we call you?' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Step 2 of 5')).toBeInTheDocument();
  },
};

export const Default: Story = {
  args: { values: { ...emptySignup, email: filledSignup.email } },
};

/** The signup request is running: the last step's button spins and nothing can be changed or sent twice. */
export const Loading: Story = {
  args: { step: 'signup_message', values: filledSignup, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /Create my free account/ });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Your message/)).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A first visit: nothing typed, no perks configured. */
export const Empty: Story = {
  args: { signupCredits: 0, brand: undefined },
};

/** A field error and a message for the whole form, as the container passes them after a failed request. */
export const Error: Story = {
  args: { values: { ...emptySignup, email: 'sophie@' } },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { email: m.emailInvalid }, formError: m.rateLimited })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Email address/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Invalid email address/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

/** German, long names and addresses, with a target profile whose name and city are long. */
export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { step: 'signup_message', values: longSignup, targetProfile: longTargetProfile },
};

export const StepName: Story = {
  args: { step: 'name', values: { ...filledSignup, name: '' } },
};

export const StepNameError: Story = {
  args: { step: 'name', values: { ...filledSignup, name: filledSignup.email } },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { name: m.nameEqualsEmail } })} />,
};

export const StepPassword: Story = {
  args: { step: 'password', values: { ...filledSignup, password: '' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const StepPasswordCommon: Story = {
  args: { step: 'password', values: { ...filledSignup, password: 'password123' } },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { password: m.passwordCommon } })} />,
};

export const StepDateOfBirth: Story = {
  args: { step: 'date_of_birth', values: { ...filledSignup, date_of_birth: '' } },
};

/** SPEC §5: the error names the minimum age. */
export const StepDateOfBirthTooYoung: Story = {
  args: { step: 'date_of_birth', values: { ...filledSignup, date_of_birth: '2012-05-01' } },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { date_of_birth: m.minAge } })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Date of birth/)).toHaveAccessibleDescription(/18\+/);
  },
};

export const StepSignupMessage: Story = {
  args: { step: 'signup_message', values: { ...filledSignup, accept_terms: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', signupHrefs.termsHref);
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', signupHrefs.privacyHref);
  },
};

export const StepSignupMessageConsentMissing: Story = {
  args: { step: 'signup_message', values: { ...filledSignup, accept_terms: false } },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { accept_terms: m.required } })} />,
};

/** `/members/{id}/signup`: the profile the visitor came for heads the form. */
export const WithTargetProfile: Story = {
  args: { targetProfile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: targetProfile.name })).toBeInTheDocument();
    await expect(canvas.getByText('29 years · Amsterdam')).toBeInTheDocument();
  },
};

/** The last step with a target profile: the message goes to that member. */
export const WithTargetProfileMessage: Story = {
  args: { targetProfile, step: 'signup_message', values: { ...filledSignup, signup_message: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Send Anna your first message' })).toBeInTheDocument();
  },
};

/** An email typo: "did you mean …?" with a one-click correction. */
export const DidYouMean: Story = {
  args: { values: typoSignup, emailSuggestion: typoSuggestion },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(typoSuggestion)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, correct it' }));
    await expect(args.onAcceptSuggestion).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §8: the address belongs to a deleted account still in its grace period; a reactivation link is offered. */
export const DeletedAccountOffer: Story = {
  args: { values: { ...emptySignup, email: filledSignup.email }, deletedAccountOffer: { onSendReactivation: fn(), sent: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send me a reactivation link' }));
    await expect(args.deletedAccountOffer?.onSendReactivation).toHaveBeenCalledTimes(1);
  },
};

export const DeletedAccountOfferSending: Story = {
  args: { values: { ...emptySignup, email: filledSignup.email }, deletedAccountOffer: { onSendReactivation: fn(), sent: false, sending: true } },
};

export const DeletedAccountOfferSent: Story = {
  args: { values: { ...emptySignup, email: filledSignup.email }, deletedAccountOffer: { onSendReactivation: fn(), sent: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We've sent a reactivation link to sophie.martens@example.com/)).toBeInTheDocument();
  },
};

/** SPEC §4: the site's `signups` is neither `all` nor `with_trafficsource` with a source: a clear explanation. */
export const Closed: Story = {
  args: { closedReason: 'closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing up is not possible right now' })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', signupHrefs.loginHref);
  },
};

export const ClosedWithoutTrafficSource: Story = {
  args: { closedReason: 'trafficsource' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/only sign up through one of our partners/)).toBeInTheDocument();
  },
};

/** Every step, keyboard only: Enter moves on, Back goes back, and the last step sends the form. */
export const WalkThrough: Story = {
  render: (args) => <ControlledSignup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'sophie@example.com{Enter}');
    await userEvent.type(await canvas.findByLabelText(/Profile name/), 'Sophie{Enter}');
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'correct horse battery{Enter}');
    const date = await canvas.findByLabelText(/Date of birth/);
    await userEvent.type(date, '1994-06-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByText('Step 5 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('date_of_birth');
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await userEvent.type(await canvas.findByLabelText(/Your message/), 'Hello there!');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith('accept_terms', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my free account' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange.mock.calls.map(([step]) => step)).toEqual([
      'name',
      'password',
      'date_of_birth',
      'signup_message',
      'date_of_birth',
      'signup_message',
    ]);
  },
};

/** The page on a desktop (a smartphone gets this page; desktops normally get the modal). */
export const PageDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { targetProfile },
};

/** The modal's content alone (the `SignupModal` story shows it in its modal). */
export const ModalVariant: Story = {
  args: { variant: 'modal', brand: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the modal the heading is the modal's title; the screen adds no h1 of its own.
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: "What's your email address?" })).toBeInTheDocument();
  },
};
