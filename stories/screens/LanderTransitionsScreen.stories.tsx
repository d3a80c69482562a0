import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderTransitionsScreen } from '../../src/screens/LanderTransitionsScreen';
import { landerArgs, longLanderMembers } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderTransitionsScreen',
  component: LanderTransitionsScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderTransitionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/transitionsvideolanding`: members' photos cross-fading, then an evening in three scenes. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Someone new every moment' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: "Members' photos fading from one to the next" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-animation="slideshow"]')).toHaveAttribute('data-animation-state', 'playing');
    await expect(canvasElement.querySelectorAll('[data-scene]')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'A match' })).toBeVisible();
  },
};

export const Default: Story = {};
export const Poster: Story = { args: { poster: true } };
export const Loading: Story = { args: { members: [], membersLoading: true, poster: true } };

/** No members: the video falls back to the city at night. */
export const Empty: Story = {
  args: { members: [], poster: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-animation] svg')).not.toBeNull();
  },
};

export const Error: Story = { args: { members: [], poster: true } };
export const LongContent: Story = { args: { members: longLanderMembers, poster: true }, globals: { locale: 'pl', viewport: { value: 'desktop' } } };
export const Phone: Story = { args: { poster: true }, globals: { viewport: { value: 'phone' } } };
export const NicheShe: Story = { args: { copyVariant: 2, poster: true }, globals: { niche: '2' } };
