import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { PackageCard } from '../../src/components/PackageCard';
import { bigPackages, creditPackages, packageHref, popularPackage, premiumPackage, withStayingLinks } from '../fixtures/credits';

const Frame = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 20rem);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  args: { creditPackage: popularPackage, href: packageHref(popularPackage), onChoose: fn() },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: popular tag, the package's saving, bonus credits, price per credit and the one-time-payment note. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '100 credits' })).toBeInTheDocument();
    await expect(canvas.getByText('Most popular')).toBeInTheDocument();
    await expect(canvas.getByText('Save 10%')).toBeInTheDocument();
    await expect(canvas.getByText('+ 10 bonus credits')).toBeInTheDocument();
    await expect(canvas.getByText('€0.163 per credit')).toBeInTheDocument();
    const choose = canvas.getByRole('link', { name: 'Choose' });
    await expect(choose).toHaveAttribute('href', '/credits/2');
    await expect(choose).toHaveAccessibleDescription('100 credits');
    await userEvent.click(choose);
    await expect(args.onChoose).toHaveBeenCalled();
  },
};

export const Plain: Story = {
  args: { creditPackage: creditPackages()[0]!, href: '/credits/1' },
};

/** A discount code (welcome, 25%) shown on the price: the original is struck through. */
export const WithDiscount: Story = {
  args: { discountPercentage: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€17.95').tagName).toBe('DEL');
    await expect(canvas.getByText('€13.46')).toBeInTheDocument();
  },
};

/** The time bonus priced by the server (`discounted_price`). */
export const TimeBonusPrice: Story = {
  args: { creditPackage: creditPackages('EUR', 25)[1]! },
};

export const Premium: Story = {
  args: { creditPackage: premiumPackage, href: packageHref(premiumPackage) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Premium with 100 credits' })).toBeInTheDocument();
    await expect(canvas.getByText('+ 20 bonus credits')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get Premium' })).toBeInTheDocument();
  },
};

/** Select mode (repeat order): the whole card is a radio. */
export const Selectable: Story = {
  args: { href: undefined },
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return <PackageCard {...args} selection={{ name: 'package', checked, onChange: () => setChecked(true) }} />;
  },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: '100 credits' });
    await expect(radio).not.toBeChecked();
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { creditPackage: bigPackages('CHF')[1]!, href: '/credits/22', discountPercentage: 25 },
};
