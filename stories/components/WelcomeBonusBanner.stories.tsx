import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WelcomeBonusBanner } from '../../src/components/WelcomeBonusBanner';
import { creditsHrefs, welcomeDiscount, withStayingLinks } from '../fixtures/credits';

const meta = {
  title: 'Components/WelcomeBonusBanner',
  component: WelcomeBonusBanner,
  decorators: [withStayingLinks],
  args: { creditsHref: creditsHrefs.credits, onClaim: fn() },
} satisfies Meta<typeof WelcomeBonusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the welcome discount (25%) leading to the credits page. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Welcome bonus: 25% off your first purchase' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Claim my discount' }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

/** Time-limited: the countdown to the code's expiry. */
export const WithCountdown: Story = {
  args: { seconds: welcomeDiscount.seconds },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('47:12:00');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hide the welcome bonus' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { seconds: 3600, onDismiss: fn() },
};
