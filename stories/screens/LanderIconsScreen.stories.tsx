import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanderIconsScreen } from '../../src/screens/LanderIconsScreen';
import { landerArgs, signupHref } from '../fixtures/landing';

const meta = {
  title: 'Screens/LanderIconsScreen',
  component: LanderIconsScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderIconsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/iconslanding`: pick interests from the icon grid; the count follows, the button leads to signup. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Choose your interests' });
    await expect(within(group).getAllByRole('button')).toHaveLength(12);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing picked yet');
    const music = within(group).getByRole('button', { name: /Music/ });
    await userEvent.click(music);
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 interest picked');
    await userEvent.click(within(group).getByRole('button', { name: /Wine/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 interests picked');
    await userEvent.click(music);
    await expect(music).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 interest picked');
    await expect(canvas.getByRole('link', { name: 'Show members who share them' })).toHaveAttribute('href', signupHref);
  },
};

export const Default: Story = {};

/** The page needs no members: loading changes nothing. */
export const Loading: Story = { args: { members: [], membersLoading: true } };
export const Empty: Story = { args: { members: [] } };
export const Error: Story = { args: { members: [] } };

/** The bdsm copy variant offers its own interests. */
export const CopyVariantBdsm: Story = {
  args: { copyVariant: 3 },
  globals: { niche: '3' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Choose your interests' });
    await expect(within(group).getByRole('button', { name: /Bondage/ })).toBeVisible();
    await expect(within(group).queryByRole('button', { name: /Gardening/ })).toBeNull();
  },
};

export const LongContent: Story = { globals: { locale: 'fi', viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const NicheShe: Story = { args: { copyVariant: 2 }, globals: { niche: '2', locale: 'sv' } };
