import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreditsScreen } from '../../src/screens/CreditsScreen';
import {
  bigPackages,
  codeDiscount,
  creditPackages,
  creditsHrefs,
  packageHref,
  timeBonusDiscount,
  useCreditsMessages,
  welcomeDiscount,
  withStayingLinks,
} from '../fixtures/credits';
import { siteSettings } from '../fixtures/site';

type CreditsArgs = ComponentProps<typeof CreditsScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: CreditsArgs & { build: (messages: Messages) => Partial<CreditsArgs> }) {
  return <CreditsScreen {...args} {...build(useCreditsMessages())} />;
}

/** The container's part for the discount code: 'Code niet gevonden' for unknown codes, applied for SUMMER10. */
function Interactive({ onApplyDiscountCode, onRemoveDiscountCode, ...args }: CreditsArgs) {
  const messages = useCreditsMessages();
  const [state, setState] = useState<Partial<CreditsArgs>>({});
  return (
    <CreditsScreen
      {...args}
      {...state}
      onApplyDiscountCode={(code) => {
        onApplyDiscountCode(code);
        setState({ discountCodeApplying: true });
        setTimeout(() => {
          setState(code === 'SUMMER10' ? { activeDiscount: codeDiscount } : { discountCodeError: messages.discountNotFound });
        }, 150);
      }}
      onRemoveDiscountCode={() => {
        onRemoveDiscountCode?.();
        setState({});
      }}
    />
  );
}

const meta = {
  title: 'Screens/CreditsScreen',
  component: CreditsScreen,
  decorators: [withStayingLinks],
  args: {
    packages: creditPackages('EUR'),
    balance: 5,
    paidUser: false,
    onApplyDiscountCode: fn(),
    onRemoveDiscountCode: fn(),
    packageHref,
    premiumHref: creditsHrefs.premium,
    repeatOrderHref: creditsHrefs.repeatOrder,
    transactionsHref: creditsHrefs.transactions,
    pricingHref: creditsHrefs.pricing,
    returnPolicyHref: creditsHrefs.returnPolicy,
    refundDays: siteSettings.refund_days,
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Packages lead to their payment page; a discount code is checked, applied to every price, and can be removed. */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    await expect(canvas.getByText('Your balance: 5 credits')).toBeInTheDocument();
    const packages = within(canvas.getByRole('list', { name: 'Credit packages' }));
    await expect(packages.getAllByRole('link', { name: /Choose/ })[1]).toHaveAttribute('href', '/credits/2');
    const code = canvas.getByLabelText('Enter your code');
    await userEvent.type(code, 'WRONG{Enter}');
    await expect(args.onApplyDiscountCode).toHaveBeenCalledWith('WRONG');
    await waitFor(() => expect(canvas.getByLabelText('Enter your code')).toHaveAccessibleDescription(/Code not found/));
    await userEvent.clear(canvas.getByLabelText('Enter your code'));
    await userEvent.type(canvas.getByLabelText('Enter your code'), 'SUMMER10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(canvas.getByText('€17.95').tagName).toBe('DEL'));
    await expect(canvas.getByText('€16.16')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveDiscountCode).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText('€16.16')).toBeNull());
  },
};

/** A free member: the first purchase makes them premium (SPEC §1), with the benefits and refund days. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your first purchase makes you premium' })).toBeInTheDocument();
    await expect(canvas.getByText('46% more chance of a match')).toBeInTheDocument();
    await expect(canvas.getByText(/refund within 14 days/)).toBeInTheDocument();
    await expect(canvas.getByText(/not a subscription/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Buy credits' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link', { name: /Choose/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no packages available/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** SPEC §4: the running time bonus priced by the server, its countdown, struck-through originals. */
export const TimeBonusRunning: Story = {
  args: { packages: creditPackages('EUR', 25), activeDiscount: timeBonusDiscount, balance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Time bonus: 25% off every package')).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('03:59:58');
    await expect(canvas.getByText('€17.95').tagName).toBe('DEL');
    await expect(canvas.getByText('€13.46')).toBeInTheDocument();
  },
};

export const WelcomeDiscount: Story = {
  args: { activeDiscount: welcomeDiscount },
};

export const CodeApplied: Story = {
  args: { activeDiscount: codeDiscount },
};

export const CodeAlreadyUsed: Story = {
  globals: { locale: 'nl' },
  render: (args) => <WithMessages {...args} build={(m) => ({ discountCodeError: m.discountUsed })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Code reeds gebruikt')).toBeInTheDocument();
  },
};

/** A premium member: buy again with a saved card, see past purchases. */
export const PremiumMember: Story = {
  args: { paidUser: true, balance: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Buy again with a saved card' })).toHaveAttribute('href', '/credits/repeat-order');
    await expect(canvas.queryByText('Your first purchase makes you premium')).toBeNull();
  },
};

/** A premium member without a saved card: no "buy again with a saved card", only the purchases. */
export const PremiumMemberWithoutSavedCard: Story = {
  args: { paidUser: true, balance: 7, repeatOrderHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Buy again with a saved card' })).toBeNull();
    await expect(canvas.queryByText(/Buy again in one click with a saved card/)).toBeNull();
    await expect(canvas.getByText(/you can save the card/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My purchases' })).toBeInTheDocument();
  },
};

export const DutchEuro: Story = {
  globals: { locale: 'nl' },
};

export const PoundSterling: Story = {
  args: { packages: creditPackages('GBP') },
};

export const USDollar: Story = {
  args: { packages: creditPackages('USD') },
};

export const PolishZloty: Story = {
  globals: { locale: 'pl' },
  args: { packages: creditPackages('PLN'), balance: 3 },
};

export const SwedishKrona: Story = {
  globals: { locale: 'sv' },
  args: { packages: creditPackages('SEK') },
};

export const NorwegianKrone: Story = {
  globals: { locale: 'nb' },
  args: { packages: creditPackages('NOK') },
};

export const DanishKrone: Story = {
  globals: { locale: 'da' },
  args: { packages: creditPackages('DKK') },
};

export const SwissFranc: Story = {
  globals: { locale: 'de' },
  args: { packages: creditPackages('CHF') },
};

/** The longest locale, five-digit credits and big prices. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { packages: bigPackages('EUR'), balance: 1_234_567, activeDiscount: timeBonusDiscount },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { packages: creditPackages('EUR', 25), activeDiscount: timeBonusDiscount },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};

/** The sandbox or a provider's test mode takes the payments: the page says "test mode" (no real money). */
export const TestMode: Story = {
  args: { checkoutMode: 'test' },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-checkout-mode="test"]');
    await expect(notice).not.toBeNull();
    await expect(notice).toHaveTextContent(/Test mode/);
  },
};

/** No payment provider is configured (SEED=none): the packages are shown, with a message that nothing can be bought. */
export const BuyingUnavailable: Story = {
  args: { checkoutMode: 'unavailable' },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-checkout-mode="unavailable"]');
    await expect(notice).not.toBeNull();
    await expect(notice).toHaveTextContent(/Buying is not available yet/);
  },
};
