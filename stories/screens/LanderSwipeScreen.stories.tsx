import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanderSwipeScreen } from '../../src/screens/LanderSwipeScreen';
import { landerArgs, landerMembersWithoutPhotos, longLanderMembers, signupHref } from '../fixtures/landing';
import { dragCard } from '../fixtures/swipe';

const meta = {
  title: 'Screens/LanderSwipeScreen',
  component: LanderSwipeScreen,
  args: landerArgs,
  argTypes: { copyVariant: { control: { type: 'range', min: 1, max: 7 } } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderSwipeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/landers/tinderswipe`: like or pass through five members, then the invitation to see who likes back. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Swipe right on someone new' })).toBeVisible();
    await expect(canvas.getByText('5 profiles left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like Anna' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked Anna');
    // The card flies out, then the next one is on top.
    await expect(await canvas.findByText('4 profiles left')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Pass on Mark de Vries' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You passed on Mark de Vries');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Like / })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Like / }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Pass on / })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Pass on / }));
    await expect(await canvas.findByText('1 profile left')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Like / })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Like / }));
    // The deck is done: three likes, and signup to see who likes back.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Want to know who likes you back?' })).toBeVisible();
    await expect(canvas.getByText(/You liked 3 members/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my matches' })).toHaveAttribute('href', signupHref);
  },
};

/**
 * Dragging the top card: it follows the pointer with a LIKE or PASS hint; far enough it likes or passes and the next
 * card comes up, a short drag springs back and decides nothing.
 */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = () => canvasElement.querySelector('[data-swipe-card="top"]') as HTMLElement;
    await dragCard(top(), 30);
    await expect(canvas.getByText('5 profiles left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like Anna' })).toBeEnabled();
    await dragCard(top(), 160, { onMoved: () => expect(canvas.getByText('Like', { exact: true })).toBeVisible() });
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked Anna');
    await expect(await canvas.findByText('4 profiles left')).toBeVisible();
    await dragCard(top(), -160, { pointerType: 'touch', onMoved: () => expect(canvas.getByText('Pass', { exact: true })).toBeVisible() });
    await expect(canvas.getByRole('status')).toHaveTextContent('You passed on Mark de Vries');
    await expect(await canvas.findByText('3 profiles left')).toBeVisible();
  },
};

export const Default: Story = {};

export const Loading: Story = { args: { members: [], membersLoading: true } };

/** No members for visitors: anonymous, blurred cards; passing all of them ends with "nobody caught your eye". */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let index = 0; index < 4; index += 1) {
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Pass on Someone nearby' })).toBeEnabled());
      await userEvent.click(canvas.getByRole('button', { name: 'Pass on Someone nearby' }));
    }
    await expect(await canvas.findByText(/Nobody caught your eye yet/)).toBeVisible();
  },
};

/** The members failed to load: the page looks as it does with none. */
export const Error: Story = { args: { members: [] } };

export const WithoutPhotos: Story = { args: { members: landerMembersWithoutPhotos } };

export const LongContent: Story = { args: { members: longLanderMembers }, globals: { locale: 'pl', viewport: { value: 'desktop' } } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const NicheGay: Story = { args: { copyVariant: 7 }, globals: { niche: '7' } };
