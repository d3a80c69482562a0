import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import type { Currency } from '../../contract/credits';
import { PriceTag } from '../../src/components/PriceTag';
import { priceIn } from '../fixtures/credits';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { amountMinor: 1795, currency: 'EUR', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Intl.NumberFormat in the interface language: "€17.95" in English. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€17.95')).toBeInTheDocument();
  },
};

/** A discount strikes the original price through; screen readers hear "Original price … Now …". */
export const Discounted: Story = {
  args: { amountMinor: 1346, originalAmountMinor: 1795, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€17.95').tagName).toBe('DEL');
    await expect(canvasElement.textContent).toContain('Original price: €17.95Now: €13.46');
  },
};

/** SPEC §9 default date locale is nl; EUR in Dutch puts the sign first with a space. */
export const DutchEuro: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€ 17,95')).toBeInTheDocument();
  },
};

export const GermanEuro: Story = {
  globals: { locale: 'de' },
  args: { amountMinor: 1_999_995, originalAmountMinor: 2_499_995 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('19.999,95 €')).toBeInTheDocument();
  },
};

const CURRENCIES: readonly Currency[] = ['EUR', 'GBP', 'USD', 'PLN', 'SEK', 'NOK', 'DKK', 'CHF'];

/** Every currency the site sells in, in the story's language. */
export const Currencies: Story = {
  render: (args) => (
    <>
      {CURRENCIES.map((currency) => (
        <PriceTag key={currency} {...args} currency={currency} amountMinor={priceIn(currency, 1795)} />
      ))}
    </>
  ),
};
