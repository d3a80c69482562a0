import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TIME_BONUS } from '../../contract/constants';
import { TimeBonusBanner } from '../../src/components/TimeBonusBanner';
import { creditsHrefs, withStayingLinks } from '../fixtures/credits';

const meta = {
  title: 'Components/TimeBonusBanner',
  component: TimeBonusBanner,
  decorators: [withStayingLinks],
  args: { seconds: 14_398, creditsHref: creditsHrefs.credits, onClaim: fn() },
} satisfies Meta<typeof TimeBonusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: "25% off — ends in hh:mm:ss", leading to /credits. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Time bonus: 25% off your credits' });
    await expect(within(banner).getByRole('timer')).toHaveTextContent('03:59:58');
    const link = within(banner).getByRole('link', { name: 'Claim my discount' });
    await expect(link).toHaveAttribute('href', '/credits');
    await userEvent.click(link);
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

/** The app ticks the countdown every second (SPEC §9); here a local timer stands in for it. */
export const Ticking: Story = {
  render: function Render(args) {
    const [seconds, setSeconds] = useState(args.seconds);
    useEffect(() => {
      const timer = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), TIME_BONUS.tickMs);
      return () => clearInterval(timer);
    }, []);
    return <TimeBonusBanner {...args} seconds={seconds} />;
  },
};

export const AlmostOver: Story = {
  args: { seconds: 59 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:59');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
};
