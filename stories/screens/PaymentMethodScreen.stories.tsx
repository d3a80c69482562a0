import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentMethod } from '../../contract/credits';
import { PaymentMethodScreen } from '../../src/screens/PaymentMethodScreen';
import {
  METHODS_BY_COUNTRY,
  bigPackages,
  codeDiscount,
  creditPackages,
  creditsHrefs,
  popularPackage,
  premiumPackage,
  timeBonusDiscount,
  useCreditsMessages,
  withStayingLinks,
} from '../fixtures/credits';
import { siteSettings } from '../fixtures/site';

type MethodArgs = ComponentProps<typeof PaymentMethodScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: MethodArgs & { build: (messages: Messages) => Partial<MethodArgs> }) {
  return <PaymentMethodScreen {...args} {...build(useCreditsMessages())} />;
}

/** The container's part: the chosen method lives in the URL (`/credits/{id}/{paymentmethod}`); paying starts the checkout. */
function Interactive({ onSelectMethod, onPay, selectedMethod, ...args }: MethodArgs) {
  const [method, setMethod] = useState<PaymentMethod | null>(selectedMethod);
  const [paying, setPaying] = useState(false);
  return (
    <PaymentMethodScreen
      {...args}
      selectedMethod={method}
      paying={paying}
      onSelectMethod={(next) => {
        setMethod(next);
        onSelectMethod(next);
      }}
      onPay={() => {
        onPay();
        setPaying(true);
      }}
    />
  );
}

const meta = {
  title: 'Screens/PaymentMethodScreen',
  component: PaymentMethodScreen,
  decorators: [withStayingLinks],
  args: {
    creditPackage: popularPackage,
    methods: METHODS_BY_COUNTRY.NL!,
    selectedMethod: null,
    onSelectMethod: fn(),
    onPay: fn(),
    refundDays: siteSettings.refund_days,
    termsHref: creditsHrefs.terms,
    returnPolicyHref: creditsHrefs.returnPolicy,
    backHref: creditsHrefs.credits,
  },
} satisfies Meta<typeof PaymentMethodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a method and pay: the button names the amount and stays busy while the checkout starts. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Pay €17.95' });
    await expect(pay).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'iDEAL' }));
    await expect(args.onSelectMethod).toHaveBeenCalledWith('ideal');
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: 'iDEAL' })).toBeDisabled();
  },
};

export const Default: Story = {
  args: { selectedMethod: 'ideal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Your order' }));
    await expect(summary.getByText('100 credits')).toBeInTheDocument();
    await expect(summary.getByText('+ 10 bonus credits')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/pages/terms');
    await expect(canvas.getByText(/refund within 14 days/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, creditPackage: null },
};

/** No methods for the payer's country. */
export const Empty: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No payment methods are available/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Pay/ })).toBeDisabled();
  },
};

/** SPEC §8: the checkout could not start. */
export const Error: Story = {
  args: { selectedMethod: 'card' },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.paymentFailed })} />,
};

/** The package does not exist (any more). */
export const PackageMissing: Story = {
  args: { creditPackage: null },
};

/** SPEC §4: the time bonus as a line of the order, with the price after it. */
export const WithDiscount: Story = {
  args: { creditPackage: creditPackages('EUR', 25)[1]!, activeDiscount: timeBonusDiscount, selectedMethod: 'ideal' },
  play: async ({ canvasElement }) => {
    const summary = within(within(canvasElement).getByRole('region', { name: 'Your order' }));
    await expect(summary.getByText('Discount TIMEBONUS25 (−25%)')).toBeInTheDocument();
    await expect(summary.getByText('−€4.49')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Pay €13.46' })).toBeInTheDocument();
  },
};

export const CodeDiscount: Story = {
  args: { activeDiscount: codeDiscount, selectedMethod: 'card' },
};

/** SEPA direct debit continues to the direct-debit form instead of a checkout. */
export const DirectDebitChosen: Story = {
  args: { selectedMethod: 'sepa_dd' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue with direct debit' })).toBeEnabled();
  },
};

export const Belgium: Story = {
  globals: { locale: 'fr' },
  args: { methods: METHODS_BY_COUNTRY.BE!, selectedMethod: 'bancontact' },
};

export const Premium: Story = {
  args: { creditPackage: premiumPackage, methods: METHODS_BY_COUNTRY.GB!, selectedMethod: 'paypal' },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { selectedMethod: 'ideal' },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { creditPackage: bigPackages('EUR')[1]!, methods: METHODS_BY_COUNTRY.AT!, selectedMethod: 'eps', activeDiscount: timeBonusDiscount },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { selectedMethod: 'ideal', activeDiscount: codeDiscount },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { selectedMethod: 'ideal', activeDiscount: codeDiscount },
};

/** Test mode: the Pay button is there, with a notice that no real money is charged. */
export const TestMode: Story = {
  args: { checkoutMode: 'test', selectedMethod: 'ideal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-checkout-mode="test"]')).toHaveTextContent(/Test mode/);
    await expect(canvas.getByRole('button', { name: 'Pay €17.95' })).toBeEnabled();
  },
};

/** No payment provider is configured: a clear message instead of the Pay button. */
export const BuyingUnavailable: Story = {
  args: { checkoutMode: 'unavailable', selectedMethod: 'ideal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-checkout-mode="unavailable"]')).toHaveTextContent(/Buying is not available yet/);
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};

/** A provider that collects the IBAN and mandate on its own page (Stripe): direct debit is paid there, not on our form. */
export const DirectDebitHosted: Story = {
  args: { selectedMethod: 'sepa_dd', directDebitHosted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pay €17.95' })).toBeEnabled();
  },
};

/** A provider whose page does not ask (Stripe): the card can be kept for repeat orders here. */
export const SaveCardHere: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return <PaymentMethodScreen {...args} saveCard={{ checked, onChange: setChecked }} />;
  },
  args: { selectedMethod: 'card', checkoutMode: 'live' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /Save this card/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
