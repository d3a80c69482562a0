import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { PackageList } from '../../src/components/PackageList';
import { bigPackages, creditPackages, packageHref, premiumPackages, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PackageList',
  component: PackageList,
  args: { packages: creditPackages(), packageHref },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Link mode: each card leads to its payment page, in the server's order. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /Choose/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/credits/1', '/credits/2', '/credits/3', '/credits/4']);
  },
};

/** The packages are on their way: stand-in cards in the same grid, hidden from screen readers, no links yet. */
export const Loading: Story = {
  args: { packages: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-loading="true"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Select mode: one radio group; arrow keys move the choice. */
export const SelectMode: Story = {
  args: { onSelect: fn() },
  render: function Render({ onSelect, ...args }) {
    const { t } = useTranslation('payments');
    const [selected, setSelected] = useState<number | null>(2);
    return (
      <PackageList
        {...args}
        legend={t('repeat.package_legend')}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          onSelect?.(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '100 credits' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '250 credits' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(4);
  },
};

/** SPEC §4: the time bonus priced by the server, struck-through originals. */
export const TimeBonusPrices: Story = {
  args: { packages: creditPackages('EUR', 25) },
};

export const Premium: Story = {
  args: { packages: premiumPackages('GBP') },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { packages: bigPackages('SEK') },
};
