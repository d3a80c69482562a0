import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingScreen } from '../../src/screens/PricingScreen';
import { bigPackages, creditPackages, creditsHrefs, packageHref, pricing, useCreditsMessages, withStayingLinks } from '../fixtures/credits';

type PricingArgs = ComponentProps<typeof PricingScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: PricingArgs & { build: (messages: Messages) => Partial<PricingArgs> }) {
  return <PricingScreen {...args} {...build(useCreditsMessages())} />;
}

const meta = {
  title: 'Screens/PricingScreen',
  component: PricingScreen,
  decorators: [withStayingLinks],
  args: {
    pricing,
    packages: creditPackages('EUR'),
    packageHref,
    returnPolicyHref: creditsHrefs.returnPolicy,
    onRetry: fn(),
  },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: what each action costs from the site's settings, and the minimum message cost per country. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const costs = canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('data-cost'));
    await expect(costs.map((item) => item.textContent)).toEqual([
      'Send a message1 credit',
      'Send a photo2 credits',
      'Send a gift3 credits',
      'When you sign up5 free credits',
    ]);
    const table = canvas.getByRole('table', { name: 'Minimum cost per message' });
    const netherlands = within(table).getByRole('row', { name: /Netherlands/ });
    await expect(netherlands).toHaveTextContent('€1.50');
    await expect(netherlands).toHaveTextContent('(your country)');
    await expect(within(table).getByRole('row', { name: /United Kingdom/ })).toHaveTextContent('£1.30');
    await expect(within(table).getByRole('row', { name: /Poland/ })).toHaveTextContent('PLN 6.50');
  },
};

/** What each action costs the reader's country, and the packages with one "most popular". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Most popular')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true, pricing: null },
};

/** No minimum costs configured and no packages. */
export const Empty: Story = {
  args: { pricing: { ...pricing, minimum_message_costs: {}, minimum_message_cost: null, signup_credits: 0 }, packages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(/no packages available/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { pricing: null },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { pricing: { ...pricing, country: 'SE' }, packages: creditPackages('SEK') },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { pricing: { ...pricing, message_credits: 12_500, photo_credits: 25_000, gift_credits: 100_000, country: 'DE' }, packages: bigPackages('EUR') },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
