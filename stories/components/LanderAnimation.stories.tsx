import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanderAnimation } from '../../src/components/LanderAnimation';
import { landerMembers } from '../fixtures/landing';

const meta = {
  title: 'Components/LanderAnimation',
  component: LanderAnimation,
  args: { kind: 'city', label: 'City lights at night with chat messages and hearts rising' },
  argTypes: { kind: { control: 'inline-radio', options: ['city', 'slideshow'] } },
  decorators: [(Story) => <div style={{ height: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanderAnimation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays by itself, muted and looping; the button pauses and resumes it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-animation]');
    await expect(canvas.getByRole('img', { name: 'City lights at night with chat messages and hearts rising' })).toBeVisible();
    await expect(root).toHaveAttribute('data-animation-state', 'playing');
    const pause = canvas.getByRole('button', { name: 'Pause animation' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(root).toHaveAttribute('data-animation-state', 'paused');
    await userEvent.click(pause);
    await expect(root).toHaveAttribute('data-animation-state', 'playing');
  },
};

/** Members' photos cross-fading, each with name, age and city. */
export const Slideshow: Story = {
  args: { kind: 'slideshow', members: landerMembers, label: "Members' photos fading from one to the next" },
};

/** The still poster (what reduced motion shows): no pause button, nothing moves. */
export const Poster: Story = {
  args: { poster: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-animation]')).toHaveAttribute('data-animation-state', 'poster');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const SlideshowPoster: Story = { args: { kind: 'slideshow', members: landerMembers, poster: true } };

/** A slideshow with no members falls back to the city. */
export const SlideshowWithoutMembers: Story = { args: { kind: 'slideshow', members: [] } };
