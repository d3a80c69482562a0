import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { TIME_BONUS } from '../../contract/constants';
import { Countdown } from '../../src/components/Countdown';
import { UiText } from '../fixtures/uiExamples';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Banner = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { seconds: TIME_BONUS.validForS, tone: 'inherit', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['inherit', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    label: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { label: <UiText k="offer_ends" /> },
};

export const FourHours: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('04:00:00');
    await expect(timer.querySelector('time')).toHaveAttribute('dateTime', 'PT4H0M0S');
  },
};

export const AlmostFourHours: Story = {
  args: { seconds: 14_398 },
  play: async ({ canvasElement }) => {
    // The time in words for screen readers (English: "3 hours, 59 minutes, 58 seconds remaining").
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('03:59:58');
    await expect(timer).toHaveTextContent(/3\D+59\D+58/);
  },
};

export const UnderAMinute: Story = {
  args: { seconds: 59, tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:59');
  },
};

export const Zero: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
  },
};

export const Large: Story = {
  args: { seconds: 3_725, size: 'lg', tone: 'primary', label: <UiText k="offer_ends" /> },
};

/** In the time-bonus banner the countdown takes the banner's text colour. */
export const InBanner: Story = {
  args: { seconds: 9_999, label: <UiText k="offer_ends" /> },
  render: (args) => (
    <Banner>
      <Countdown {...args} />
    </Banner>
  ),
};
