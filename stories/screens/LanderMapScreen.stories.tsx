import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderMapScreen } from '../../src/screens/LanderMapScreen';
import { landerArgs, longLanderMembers } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderMapScreen',
  component: LanderMapScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderMapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/maplanding`: members as pins on a drawn map, the same members in a list. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members near you' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Map of members near you' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-pin]')).toHaveLength(8);
    await expect(within(canvas.getByRole('list', { name: 'Close to you right now' })).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText(/exact locations are never shared/)).toBeVisible();
  },
};

export const Default: Story = {};
export const Loading: Story = { args: { members: [], membersLoading: true } };

/** Nobody to show: placeholder pins, anonymous rows. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-pin="placeholder"]')).toHaveLength(8);
  },
};

export const Error: Story = { args: { members: [] } };

/** Fewer members than spots: only their pins. */
export const FewMembers: Story = {
  args: { members: landerArgs.members.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-pin]')).toHaveLength(3);
  },
};

export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'es', viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NicheMilf: Story = { args: { copyVariant: 6 }, globals: { niche: '6' } };
