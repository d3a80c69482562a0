import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { CHECKOUT_MODES } from '../../contract/credits';
import { CheckoutModeNotice } from '../../src/components/CheckoutModeNotice';

const Frame = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/CheckoutModeNotice',
  component: CheckoutModeNotice,
  args: { mode: 'test' },
  argTypes: { mode: { control: 'inline-radio', options: CHECKOUT_MODES } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof CheckoutModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox or a provider's test mode: "test mode", no real money is charged (SEC-27). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="test"]')).toHaveTextContent(/Test mode/);
  },
};

/** No payment provider configured: nothing can be bought, nothing is charged. */
export const Unavailable: Story = {
  args: { mode: 'unavailable' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode="unavailable"]')).toHaveTextContent(/Buying is not available yet/);
  },
};

/** Real payments: nothing to say. */
export const Live: Story = {
  args: { mode: 'live' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-checkout-mode]')).toBeNull();
  },
};

export const LongContent: Story = {
  args: { mode: 'unavailable' },
  globals: { locale: 'fi' },
};
