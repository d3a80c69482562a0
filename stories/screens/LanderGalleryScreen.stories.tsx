import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderGalleryScreen } from '../../src/screens/LanderGalleryScreen';
import { landerArgs, longLanderMembers, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderGalleryScreen',
  component: LanderGalleryScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderGalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/gallery`: six open photos with captions, four blurred behind signup. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The gallery' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-gallery="open"]')).toHaveLength(6);
    const locked = canvas.getAllByRole('link', { name: 'Sign up to see more' });
    await expect(locked).toHaveLength(4);
    await expect(locked[0]).toHaveAttribute('href', signupHref);
    await expect(canvas.getByText('Anna, 29')).toBeVisible();
  },
};

export const Default: Story = {};
export const Loading: Story = { args: { members: [], membersLoading: true } };

/** No members: only the blurred tiles behind signup. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-gallery="open"]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-gallery="locked"]')).toHaveLength(4);
  },
};

export const Error: Story = { args: { members: [] } };
export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'de', viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NicheGilf: Story = { args: { copyVariant: 5 }, globals: { niche: '5' } };
