import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderCollageScreen } from '../../src/screens/LanderCollageScreen';
import { landerArgs, landerMembersWithoutPhotos, longLanderMembers, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderCollageScreen',
  component: LanderCollageScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderCollageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/collagelanding`: a wall of members' photos behind the signup panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Real faces, real chemistry' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Sign up free' })[0]).toHaveAttribute('href', signupHref);
    await expect(canvasElement.querySelectorAll('[data-photo="image"]').length).toBeGreaterThanOrEqual(9);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why members choose DatingDemo' })).toBeVisible();
  },
};

export const Default: Story = {};
export const Loading: Story = { args: { members: [], membersLoading: true } };

/** No members: the wall is drawn silhouettes. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-photo="image"]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-photo="silhouette"]').length).toBeGreaterThanOrEqual(9);
  },
};

export const Error: Story = { args: { members: [] } };
export const WithoutPhotos: Story = { args: { members: landerMembersWithoutPhotos } };
export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'fr', viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NicheBbw: Story = { args: { copyVariant: 4 }, globals: { niche: '4' } };
