import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderAloneTonightScreen } from '../../src/screens/LanderAloneTonightScreen';
import { landerArgs, longLanderMembers, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderAloneTonightScreen',
  component: LanderAloneTonightScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderAloneTonightScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/alonetonight`: who is online now (first in the list), ideas for tonight, signup. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeVisible();
    await expect(canvas.getByText('3 members online now')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Online right now' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Anna, 29');
    await expect(rows[0]).toHaveTextContent('Online now');
    await expect(canvas.getByRole('link', { name: 'Find company tonight' })).toHaveAttribute('href', signupHref);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ideas for tonight' })).toBeVisible();
  },
};

export const Default: Story = {};

export const Loading: Story = { args: { members: [], membersLoading: true } };

/** Nobody to show: no online count, anonymous rows. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/online now$/)).toBeNull();
    await expect(canvas.getAllByText('Someone nearby')).toHaveLength(3);
  },
};

export const Error: Story = { args: { members: [] } };

export const LongContent: Story = { args: { members: longLanderMembers, siteName: 'Nachtschwärmer-Deutschland' }, globals: { locale: 'de', viewport: { value: 'desktop' } } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The milf copy variant (a slug such as `milf-tonight`), on the default site's theme. */
export const CopyVariantMilf: Story = {
  args: { copyVariant: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confident women')).toBeVisible();
  },
};

export const NicheBdsm: Story = { args: { copyVariant: 3 }, globals: { niche: '3' } };
