import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderVideoScreen } from '../../src/screens/LanderVideoScreen';
import { landerArgs, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderVideoScreen',
  component: LanderVideoScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderVideoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/video`: a muted, looping animation of the city at night behind the signup panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your night starts here' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /City lights at night/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-animation]')).toHaveAttribute('data-animation-state', 'playing');
    await expect(canvas.getByRole('button', { name: 'Pause animation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start tonight' })).toHaveAttribute('href', signupHref);
  },
};

export const Default: Story = {};

/** The poster alone, as under reduced motion. */
export const Poster: Story = {
  args: { poster: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-animation]')).toHaveAttribute('data-animation-state', 'poster');
  },
};

/** The page shows no members: loading, empty and failed look the same. */
export const Loading: Story = { args: { members: [], membersLoading: true, poster: true } };
export const Empty: Story = { args: { members: [], poster: true } };
export const Error: Story = { args: { members: [], poster: true } };
export const LongContent: Story = { args: { siteName: 'Nachtschwärmer-Deutschland', poster: true }, globals: { locale: 'de', viewport: { value: 'desktop' } } };
export const Phone: Story = { args: { poster: true }, globals: { viewport: { value: 'phone' } } };
export const NicheBdsm: Story = { args: { copyVariant: 3, poster: true }, globals: { niche: '3' } };
