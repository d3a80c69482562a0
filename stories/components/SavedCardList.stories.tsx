import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { SavedCardList } from '../../src/components/SavedCardList';
import { STORY_MONTH, savedCards, savedCardsWithExpired } from '../fixtures/credits';

const Frame = styled.div`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/SavedCardList',
  component: SavedCardList,
  args: { cards: savedCards, selectedId: 1, onSelect: fn(), currentMonth: STORY_MONTH },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render({ onSelect, selectedId, ...args }) {
    const [selected, setSelected] = useState(selectedId);
    return (
      <SavedCardList
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          onSelect(id);
        }}
      />
    );
  },
} satisfies Meta<typeof SavedCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, •••• last four, expiry — never a full card number (SEC-24). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visa •••• 4242')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Expires 03/27')).toBeInTheDocument();
  },
};

/** An expired card is shown but cannot be chosen. */
export const WithExpired: Story = {
  args: { cards: savedCardsWithExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'American Express ending in 0005' })).toBeDisabled();
    await expect(canvas.getByText('Expired 01/25')).toBeInTheDocument();
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { cards: savedCardsWithExpired, onRemove: fn() },
};
