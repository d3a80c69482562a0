import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RepeatOrderScreen } from '../../src/screens/RepeatOrderScreen';
import {
  STORY_MONTH,
  bigPackages,
  creditPackages,
  creditsHrefs,
  savedCards,
  savedCardsWithExpired,
  timeBonusDiscount,
  useCreditsMessages,
  withStayingLinks,
} from '../fixtures/credits';

type RepeatArgs = ComponentProps<typeof RepeatOrderScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: RepeatArgs & { build: (messages: Messages) => Partial<RepeatArgs> }) {
  return <RepeatOrderScreen {...args} {...build(useCreditsMessages())} />;
}

/** The container's part: charging for a moment, then (here) a declined saved card. */
function Interactive({ onConfirm, ...args }: RepeatArgs) {
  const messages = useCreditsMessages();
  const [state, setState] = useState<Partial<RepeatArgs>>({});
  return (
    <RepeatOrderScreen
      {...args}
      {...state}
      onConfirm={(order) => {
        onConfirm(order);
        setState({ charging: true });
        setTimeout(() => setState({ charging: false, error: messages.paymentFailed, recurringFailed: true }), 300);
      }}
    />
  );
}

const meta = {
  title: 'Screens/RepeatOrderScreen',
  component: RepeatOrderScreen,
  decorators: [withStayingLinks],
  args: {
    savedCards,
    packages: creditPackages('EUR'),
    onConfirm: fn(),
    onPayPal: fn(),
    creditsHref: creditsHrefs.credits,
    currentMonth: STORY_MONTH,
    onRetry: fn(),
  },
} satisfies Meta<typeof RepeatOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choose a card and a package, confirm, and the card is charged once: the confirm button is locked while charging, so a
 * double click sends one order. A declined card offers a retry and PayPal (SPEC §8).
 */
export const Playground: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '100 credits' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' }));
    await userEvent.click(canvas.getByRole('radio', { name: '250 credits' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const confirm = canvas.getByRole('button', { name: 'Confirm and pay €39.95' });
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith({ packageId: 3, savedMethodId: 2 });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByText('Payment failed.')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with PayPal instead' }));
    await expect(args.onPayPal).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry payment' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** The credit packs (never premium again) with one "most popular", and the saved cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Most popular')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
};

/** No saved cards yet: pay another way. */
export const Empty: Story = {
  args: { savedCards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no saved cards yet/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/credits');
  },
};

export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ loadError: m.generic })} />,
};

/** The confirm step while the card is being charged. */
export const Charging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
  },
  args: { charging: true },
};

export const ExpiredCard: Story = {
  args: { savedCards: savedCardsWithExpired, onRemoveCard: fn() },
};

export const WithTimeBonus: Story = {
  args: { packages: creditPackages('EUR', 25), activeDiscount: timeBonusDiscount },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { packages: bigPackages('CHF'), savedCards: savedCardsWithExpired, onRemoveCard: fn() },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** The sandbox or a provider's test mode charges the saved card: the page says "test mode". */
export const TestMode: Story = {
  args: { checkoutMode: 'test' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="test"]')).not.toBeNull();
  },
};
