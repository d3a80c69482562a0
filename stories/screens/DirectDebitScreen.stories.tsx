import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DIRECT_DEBIT } from '../../contract/credits';
import { DirectDebitScreen } from '../../src/screens/DirectDebitScreen';
import { bigPackages, creditsHrefs, popularPackage, timeBonusDiscount, useCreditsMessages, withStayingLinks } from '../fixtures/credits';

type DebitArgs = ComponentProps<typeof DirectDebitScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: DebitArgs & { build: (messages: Messages) => Partial<DebitArgs> }) {
  return <DirectDebitScreen {...args} {...build(useCreditsMessages())} />;
}

/** The container's part: details → SDD code step; the code 123456 succeeds, any other is 'Code ongeldig'. */
function Interactive({ onSubmitDetails, onSubmitCode, ...args }: DebitArgs) {
  const messages = useCreditsMessages();
  const [state, setState] = useState<Partial<DebitArgs>>({ step: 'details' });
  return (
    <DirectDebitScreen
      {...args}
      {...state}
      step={state.step ?? 'details'}
      onSubmitDetails={(details) => {
        onSubmitDetails(details);
        setState({ step: 'details', submitting: true });
        setTimeout(
          () =>
            setState({
              step: 'code',
              ibanMasked: 'NL91 •••• •••• ••43 00',
              phoneMasked: '+31 6 •••• 5678',
              attemptsLeft: DIRECT_DEBIT.codeAttempts,
            }),
          150,
        );
      }}
      onSubmitCode={(code) => {
        onSubmitCode(code);
        setState((previous) =>
          code === '123456'
            ? { step: 'success' }
            : { ...previous, codeError: messages.sddCodeInvalid, attemptsLeft: (previous.attemptsLeft ?? 5) - 1 },
        );
      }}
    />
  );
}

const meta = {
  title: 'Screens/DirectDebitScreen',
  component: DirectDebitScreen,
  decorators: [withStayingLinks],
  args: {
    step: 'details',
    creditPackage: popularPackage,
    defaultPhoneCountry: 'NL',
    onSubmitDetails: fn(),
    onSubmitCode: fn(),
    onResendCode: fn(),
    onChangeDetails: fn(),
    otherMethodHref: creditsHrefs.credits,
    continueHref: creditsHrefs.members,
    transactionsHref: creditsHrefs.transactions,
    codeLength: DIRECT_DEBIT.codeLength,
  },
  argTypes: { step: { control: 'inline-radio', options: ['details', 'code', 'success'] } },
} satisfies Meta<typeof DirectDebitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * IBAN (grouped as typed) and phone, then the SDD code: a wrong code is refused ('Code ongeldig' in nl) with the tries
 * left, the right one confirms, and the credits follow when the debit succeeds.
 */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmitDetails).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/IBAN/)).toHaveAccessibleDescription(/Please enter your IBAN/);

    const iban = canvas.getByLabelText(/IBAN/);
    await userEvent.type(iban, 'nl91 abna 0417 1643 00');
    await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    await userEvent.selectOptions(canvas.getByLabelText('Country code'), 'BE');
    await userEvent.selectOptions(canvas.getByLabelText('Country code'), 'NL');
    await userEvent.type(canvas.getByLabelText(/Phone number/), '06-1234 5678');
    await expect(iban).toHaveValue('NL91 •••• •••• ••43 00');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmitDetails).toHaveBeenCalledWith({ iban: 'NL91ABNA0417164300', phone: '+31612345678', phoneCountry: 'NL' });

    const code = await canvas.findByLabelText(/^Code/);
    await expect(canvas.getByText('We sent a 6-digit code to +31 6 •••• 5678.')).toBeInTheDocument();
    await userEvent.type(code, '111111{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('111111');
    await waitFor(() => expect(canvas.getByLabelText(/^Code/)).toHaveAccessibleDescription(/Invalid code/));
    await expect(canvas.getByText('4 attempts left')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(/^Code/));
    await userEvent.type(canvas.getByLabelText(/^Code/), '12 34 56');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm direct debit' }));
    await expect(args.onSubmitCode).toHaveBeenLastCalledWith('123456');
    await expect(await canvas.findByRole('heading', { name: 'Direct debit confirmed' })).toBeInTheDocument();
    await expect(canvas.getByText(/credits are added as soon as the debit succeeds/)).toBeInTheDocument();
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { submitting: true },
};

/** No package given (the form opened directly). */
export const Empty: Story = {
  args: { creditPackage: null },
};

/** Server validation: IBAN mod-97 and the phone number for its country. */
export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { iban: m.ibanInvalid, phone: m.phoneInvalid } })} />,
};

/** SPEC §8: the account is blocked for direct debit. */
export const Blocked: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.directDebitBlocked })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/blocked for direct debit/);
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: 'Choose another payment method' })).toBeInTheDocument();
  },
};

/** SPEC §8: the direct-debit limit is reached. */
export const LimitReached: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.directDebitLimit })} />,
};

export const CodeStep: Story = {
  args: { step: 'code', ibanMasked: 'DE89 •••• •••• •••• ••30 00', phoneMasked: '+49 1• •••• 4567', attemptsLeft: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('DE89 •••• •••• •••• ••30 00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResendCode).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Change my details' }));
    await expect(args.onChangeDetails).toHaveBeenCalled();
  },
};

/** A demo site without a text-message service: the code the message would carry is shown on the page. */
export const CodeStepDemoSite: Story = {
  args: { step: 'code', ibanMasked: 'NL91 •••• •••• ••43 00', phoneMasked: '+31•••••••678', attemptsLeft: 5, devCode: '048213' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Demo: no text message is sent');
    await expect(canvas.getByText('048213')).toBeInTheDocument();
  },
};

/** SPEC §5: 'Code ongeldig', verbatim in Dutch. */
export const CodeInvalidDutch: Story = {
  globals: { locale: 'nl' },
  args: { step: 'code', ibanMasked: 'NL91 •••• •••• ••43 00', phoneMasked: '+31 6 •••• 5678', attemptsLeft: 1 },
  render: (args) => <WithMessages {...args} build={(m) => ({ codeError: m.sddCodeInvalid })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Code ongeldig')).toBeInTheDocument();
  },
};

export const Confirming: Story = {
  args: { step: 'code', confirming: true, attemptsLeft: 3 },
};

/** Credits are added when the debit succeeds. */
export const Success: Story = {
  args: { step: 'success' },
};

export const WithDiscount: Story = {
  args: { activeDiscount: timeBonusDiscount },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { creditPackage: bigPackages('EUR')[1]!, defaultPhoneCountry: 'DE' },
  render: (args) => <WithMessages {...args} build={(m) => ({ errors: { iban: m.ibanInvalid, phone: m.phoneInvalid }, error: m.directDebitLimit })} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** The sandbox settles the debit: the page says "test mode" (no money moves). */
export const TestMode: Story = {
  args: { checkoutMode: 'test' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="test"]')).not.toBeNull();
  },
};
