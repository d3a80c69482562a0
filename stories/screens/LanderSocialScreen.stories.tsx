import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderSocialScreen } from '../../src/screens/LanderSocialScreen';
import { landerArgs, landerMembersWithoutPhotos, longLanderMembers, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderSocialScreen',
  component: LanderSocialScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderSocialScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/socialnetwork`: a feed of members' activity; likes and replies lead to signup. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'See what is happening on DatingDemo' })).toBeVisible();
    const feed = canvas.getByRole('list', { name: 'Latest activity' });
    await expect(within(feed).getByText('Anna just joined and would love to chat.')).toBeVisible();
    await expect(within(feed).getByText('Mark de Vries added a new photo.')).toBeVisible();
    await expect(within(feed).getByText('Sofía Hernández is online now in Rotterdam.')).toBeVisible();
    await expect(within(feed).getByText('2 minutes ago')).toBeVisible();
    await expect(within(feed).getByRole('link', { name: 'Like the post by Anna' })).toHaveAttribute('href', signupHref);
    await expect(within(feed).getByRole('heading', { name: 'There is more going on' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Online now' })).toBeVisible();
  },
};

export const Default: Story = {};
export const Loading: Story = { args: { members: [], membersLoading: true } };

/** No members: the feed is only the invitation. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-post]')).toHaveLength(1);
  },
};

export const Error: Story = { args: { members: [] } };

/** Without photos there is no photo post and no missing picture. */
export const WithoutPhotos: Story = {
  args: { members: landerMembersWithoutPhotos },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-post="photo"]')).toBeNull();
  },
};

export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'it', viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NicheGay: Story = { args: { copyVariant: 7 }, globals: { niche: '7' } };
