import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderMemberList } from '../../src/components/LanderMemberList';
import { landerMembers, longLanderMembers, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Components/LanderMemberList',
  component: LanderMemberList,
  args: { members: landerMembers, signupHref, label: 'Online right now' },
  decorators: [(Story) => <div style={{ maxWidth: '36rem', padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanderMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six members with "Say hi", each leading to signup. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Online right now' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Say hi to Anna' })).toHaveAttribute('href', signupHref);
    await expect(canvas.getByText('Anna, 29')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-loading]')).not.toBeNull();
  },
};

/** No members to show (the site shows none to visitors): anonymous rows still lead to signup. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Someone nearby')).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: 'Say hi' })).toHaveLength(3);
  },
};

export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'de', viewport: { value: 'phone' } } };
