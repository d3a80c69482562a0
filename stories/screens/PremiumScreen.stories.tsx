import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PremiumScreen } from '../../src/screens/PremiumScreen';
import {
  bigPackages,
  codeDiscount,
  creditsHrefs,
  packageHref,
  premiumPackages,
  timeBonusDiscount,
  useCreditsMessages,
  welcomeDiscount,
  withStayingLinks,
} from '../fixtures/credits';
import { siteSettings } from '../fixtures/site';

type PremiumArgs = ComponentProps<typeof PremiumScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: PremiumArgs & { build: (messages: Messages) => Partial<PremiumArgs> }) {
  return <PremiumScreen {...args} {...build(useCreditsMessages())} />;
}

const meta = {
  title: 'Screens/PremiumScreen',
  component: PremiumScreen,
  decorators: [withStayingLinks],
  args: {
    packages: premiumPackages('EUR'),
    paidUser: false,
    onApplyDiscountCode: fn(),
    onRemoveDiscountCode: fn(),
    packageHref,
    creditsHref: creditsHrefs.credits,
    returnPolicyHref: creditsHrefs.returnPolicy,
    refundDays: siteSettings.refund_days,
    onRetry: fn(),
  },
} satisfies Meta<typeof PremiumScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2, §9: 46% more chance, the benefits, the offers, and the return policy with its refund days. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    await expect(canvas.getAllByText('46% more chance of a match')).toHaveLength(2);
    await expect(canvas.getByText('Upload up to 25 photos')).toBeInTheDocument();
    await expect(canvas.getByText(/refund within 14 days/)).toBeInTheDocument();
    const offers = within(canvas.getByRole('list', { name: 'Premium offers' }));
    await expect(offers.getAllByRole('link', { name: 'Get Premium' })).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText('Enter your code'), 'VIP20{Enter}');
    await expect(args.onApplyDiscountCode).toHaveBeenCalledWith('VIP20');
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no premium offers/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.generic })} />,
};

/** A member who is premium already. */
export const PremiumMember: Story = {
  args: { paidUser: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are a premium member' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    // Premium is bought once: no offers, no "Get Premium", no code entry for them.
    await expect(canvas.queryByRole('heading', { name: 'Premium offers' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Get Premium/ })).toBeNull();
    await expect(canvas.queryByText('Most popular')).toBeNull();
  },
};

/** SPEC §8 premium-only alert: a free member pressed a locked photo and lands here, told why. */
export const PremiumOnlyFeature: Story = {
  render: function Render(args) {
    const { t } = useTranslation('errors');
    return <PremiumScreen {...args} premiumOnlyNotice={t('premium_only')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByText('This feature is only available to premium members.').closest('[data-premium-only]');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { name: 'Premium offers' })).toBeInTheDocument();
  },
};

/** A premium member is never told a feature is premium-only. */
export const PremiumOnlyFeatureForAPremiumMember: Story = {
  render: function Render(args) {
    const { t } = useTranslation('errors');
    return <PremiumScreen {...args} paidUser premiumOnlyNotice={t('premium_only')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('This feature is only available to premium members.')).toBeNull();
  },
};

export const TimeBonusRunning: Story = {
  args: { packages: premiumPackages('EUR', 25), activeDiscount: timeBonusDiscount },
};

export const WelcomeDiscount: Story = {
  args: { activeDiscount: welcomeDiscount },
};

export const CodeApplied: Story = {
  args: { activeDiscount: codeDiscount },
};

export const SwissFranc: Story = {
  globals: { locale: 'fr' },
  args: { packages: premiumPackages('CHF') },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { packages: bigPackages('EUR').filter((item) => item.kind === 'premium').concat(premiumPackages('EUR')), activeDiscount: timeBonusDiscount },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** The sandbox or a provider's test mode takes the payments: the page says "test mode" (no real money). */
export const TestMode: Story = {
  args: { checkoutMode: 'test' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="test"]')).not.toBeNull();
  },
};

/** No payment provider is configured: the offers are shown, with a message that nothing can be bought. */
export const BuyingUnavailable: Story = {
  args: { checkoutMode: 'unavailable' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="unavailable"]')).not.toBeNull();
  },
};
