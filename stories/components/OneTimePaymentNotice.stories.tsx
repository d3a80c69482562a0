import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { OneTimePaymentNotice } from '../../src/components/OneTimePaymentNotice';

const Frame = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/OneTimePaymentNotice',
  component: OneTimePaymentNotice,
  args: { variant: 'box' },
  argTypes: { variant: { control: 'inline-radio', options: ['box', 'inline'] } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof OneTimePaymentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 one-time-payment notice: no subscription, nothing charged again. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/not a subscription/)).toBeInTheDocument();
  },
};

export const Inline: Story = {
  args: { variant: 'inline' },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
};
