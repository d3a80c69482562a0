import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { ActiveDiscountNotice } from '../../src/components/ActiveDiscountNotice';
import { codeDiscount, timeBonusDiscount, welcomeDiscount } from '../fixtures/credits';

const Frame = styled.div`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/ActiveDiscountNotice',
  component: ActiveDiscountNotice,
  args: { discount: timeBonusDiscount },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ActiveDiscountNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: the time bonus wins over the welcome discount while it runs; the app picks which one to pass. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Time bonus: 25% off every package')).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('03:59:58');
  },
};

export const Welcome: Story = {
  args: { discount: welcomeDiscount },
};

export const Code: Story = {
  args: { discount: codeDiscount },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
};
