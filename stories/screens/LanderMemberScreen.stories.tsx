import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanderMemberScreen } from '../../src/screens/LanderMemberScreen';
import { featuredMember, fictionalFeaturedMember, landerFictionalWording, longFeaturedMember, sparseFeaturedMember } from '../fixtures/landing';
import { siteSettings } from '../fixtures/site';

const signupHref = '/members/101/landing?signup=1&signup_target=101';

const meta = {
  title: 'Screens/LanderMemberScreen',
  component: LanderMemberScreen,
  args: { variant: 'spotlight', state: 'ready', member: featuredMember, fictional: landerFictionalWording, copyVariant: 1, siteName: siteSettings.name, signupHref },
  argTypes: {
    variant: { control: 'inline-radio', options: ['spotlight', 'message', 'match'] },
    state: { control: 'inline-radio', options: ['loading', 'ready', 'missing'] },
    copyVariant: { control: { type: 'range', min: 1, max: 7 } },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LanderMemberScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/members/{id}/landing`: the member in the spotlight, their words and interests, signup to meet them. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna would like to meet you' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Anna' })).toBeVisible();
    await expect(canvas.getByText('29 years')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About Anna' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'What Anna enjoys' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Meet Anna' })).toHaveAttribute('href', signupHref);
  },
};

export const Default: Story = {};

/**
 * `/members/{id}/landing2` for a real member: they have written nothing, so nothing is quoted and nobody is typing;
 * the page invites the visitor to write first.
 */
export const Message: Story = {
  args: { variant: 'message' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start a conversation with Anna' })).toBeVisible();
    await expect(canvas.queryByText(/sent you a message/)).toBeNull();
    const chat = canvas.getByRole('group', { name: 'Your conversation with Anna' });
    await expect(within(chat).queryByText(/I am Anna/)).toBeNull();
    await expect(within(chat).queryByRole('img', { name: 'Anna is typing' })).toBeNull();
    await expect(within(chat).getByRole('link', { name: /Write your first message to Anna/ })).toHaveAttribute('href', signupHref);
    await expect(canvas.getByRole('link', { name: 'Write to Anna' })).toHaveAttribute('href', signupHref);
    await expect(canvas.queryByText('entertainment profile')).toBeNull();
  },
};

/** `/members/{id}/landing2` for one of the site's entertainment profiles: the chat line, marked as such. */
export const MessageFictional: Story = {
  args: { variant: 'message', member: fictionalFeaturedMember },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna sent you a message' })).toBeVisible();
    const chat = canvas.getByRole('group', { name: 'Message from Anna' });
    await expect(within(chat).getByText(/I am Anna/)).toBeVisible();
    await expect(within(chat).getByText('entertainment profile')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(landerFictionalWording.warning);
    await expect(within(chat).getByRole('link', { name: /Write your reply/ })).toHaveAttribute('href', signupHref);
    await expect(canvas.getByRole('link', { name: 'Reply to Anna' })).toHaveAttribute('href', signupHref);
  },
};

/** A site without fictional wording cannot mark the profile: then nothing is quoted, even for an entertainment profile. */
export const MessageFictionalUnmarked: Story = {
  args: { variant: 'message', member: fictionalFeaturedMember, fictional: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start a conversation with Anna' })).toBeVisible();
    await expect(canvas.queryByText(/Fancy a chat/)).toBeNull();
  },
};

/** `/members/{id}/landing3`: the visitor and the member side by side, a possible match. */
export const Match: Story = {
  args: { variant: 'match' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You and Anna could be a match' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Say hello to Anna' })).toHaveAttribute('href', signupHref);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Do not keep Anna waiting' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', member: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Someone would like to meet you' })).toBeVisible();
  },
};

/** The member is gone (or hidden, or the id is not one): an invitation to meet others. */
export const Missing: Story = {
  args: { state: 'missing', member: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This member is not available any more' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Sign up free' })[0]).toHaveAttribute('href', signupHref);
  },
};

/** A member who wrote nothing: no about section; no photo, city or age. */
export const Empty: Story = {
  args: { member: sparseFeaturedMember },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 2, name: /About/ })).toBeNull();
  },
};

/** Loading failed: a lander treats it as a missing member. */
export const Error: Story = { args: { state: 'missing', member: undefined } };

export const LongContent: Story = { args: { member: longFeaturedMember }, globals: { locale: 'de', viewport: { value: 'desktop' } } };
export const LongMessage: Story = { args: { variant: 'message', member: { ...longFeaturedMember, fictional: true } }, globals: { locale: 'fr', viewport: { value: 'phone' } } };
export const Phone: Story = { args: { variant: 'match' }, globals: { viewport: { value: 'phone' } } };
export const NicheBdsmMessage: Story = { args: { variant: 'message', copyVariant: 3 }, globals: { niche: '3' } };
