import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import type { PaymentMethod } from '../../contract/credits';
import { PaymentMethodList } from '../../src/components/PaymentMethodList';
import { METHODS_BY_COUNTRY, allPaymentMethods } from '../fixtures/credits';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PaymentMethodList',
  component: PaymentMethodList,
  args: { methods: METHODS_BY_COUNTRY.NL!, value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: function Render({ onChange, value, ...args }) {
    const [chosen, setChosen] = useState<PaymentMethod | null>(value);
    return (
      <PaymentMethodList
        {...args}
        value={chosen}
        onChange={(method) => {
          setChosen(method);
          onChange(method);
        }}
      />
    );
  },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the methods of the payer's country (NL: iDEAL first); a click anywhere on a card chooses it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    const ideal = canvas.getByRole('radio', { name: 'iDEAL' });
    await expect(ideal).toHaveAccessibleDescription('Pay directly in your banking app');
    await userEvent.click(ideal);
    await expect(args.onChange).toHaveBeenCalledWith('ideal');
    await expect(ideal).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

export const Selected: Story = {
  args: { value: 'card' },
};

export const Belgium: Story = {
  args: { methods: METHODS_BY_COUNTRY.BE!, value: 'bancontact' },
};

/** Every method with its mark. */
export const AllMethods: Story = {
  args: { methods: allPaymentMethods, value: 'sepa_dd' },
};

/** While the checkout starts, the choice is locked. */
export const Disabled: Story = {
  args: { value: 'ideal', disabled: true },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { methods: METHODS_BY_COUNTRY.AT!, value: 'sepa_dd' },
};
