import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanderArt } from '../../src/components/LanderArt';

const meta = {
  title: 'Components/LanderArt',
  component: LanderArt,
  args: { variant: 'hearts' },
  argTypes: { variant: { control: 'inline-radio', options: ['hearts', 'night', 'rings'] } },
  decorators: [(Story) => <div style={{ height: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanderArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration drawn from the theme's colours: hidden from screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('svg[data-art="hearts"]');
    await expect(art).not.toBeNull();
    await expect(art).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Night: Story = { args: { variant: 'night' } };
export const Rings: Story = { args: { variant: 'rings' } };
export const AllNiches: Story = { globals: { niche: 'all' } };
