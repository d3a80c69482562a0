import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LanderMemberPhoto } from '../../src/components/LanderMemberPhoto';
import { BROKEN_IMAGE, IMAGES } from '../fixtures/images';

const meta = {
  title: 'Components/LanderMemberPhoto',
  component: LanderMemberPhoto,
  args: { src: IMAGES.anna, alt: 'Anna', shape: 'square' },
  argTypes: { shape: { control: 'inline-radio', options: ['square', 'portrait', 'circle'] } },
  decorators: [(Story) => <div style={{ width: '12rem', padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanderMemberPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Anna' })).toBeVisible();
  },
};

export const Portrait: Story = { args: { shape: 'portrait' } };
export const Circle: Story = { args: { shape: 'circle' } };

/** No photo: a silhouette in the theme's colours, hidden from screen readers. */
export const Silhouette: Story = {
  args: { src: null, seed: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-photo="silhouette"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** A photo that fails to load falls back to the silhouette. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-photo]')).toHaveAttribute('data-photo', 'silhouette'));
  },
};

export const Blurred: Story = { args: { blurred: true, alt: '' } };

export const Loading: Story = { args: { loading: true } };
