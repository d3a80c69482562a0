import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWIPE_LIKES_PER_DAY } from '../../contract/constants';
import { LikesLeft } from '../../src/components/LikesLeft';

const meta = {
  title: 'Components/LikesLeft',
  component: LikesLeft,
  args: { left: 3, limit: SWIPE_LIKES_PER_DAY },
} satisfies Meta<typeof LikesLeft>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's swipe likes (swipe game and match finder): a heart per like, used ones hollow. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 4 likes left today')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-used]')).toHaveLength(1);
  },
};

export const AllUsed: Story = {
  args: { left: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 4 likes left today')).toBeVisible();
  },
};
