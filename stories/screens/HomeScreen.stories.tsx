import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeScreen } from '../../src/screens/HomeScreen';
import { fictionalWording, longFictionalWording, longSearchResults, memberHref, searchResults } from '../fixtures/members';
import { siteSettings } from '../fixtures/site';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: {
    copyVariant: 1,
    siteName: siteSettings.name,
    signupHref: '/?signup=1',
    loginHref: '/login',
    previewState: 'ready',
    previewMembers: searchResults,
    memberHref,
    membersHref: '/members',
    onRetryPreview: fn(),
    fictional: fictionalWording,
    fictionalWarning: siteSettings.fictional_warning,
  },
  argTypes: {
    previewState: { control: 'inline-radio', options: ['loading', 'ready', 'denied', 'error'] },
    copyVariant: { control: { type: 'range', min: 1, max: 7 } },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 home for a visitor: hero with signup, member preview, how it works, trust and safety. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Flirt, chat and date with singles near you' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Sign up free' })[0]).toHaveAttribute('href', args.signupHref);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // At most ten members in the preview, each linking to their profile.
    const preview = canvas.getByRole('list', { name: 'Members' });
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(preview).getByRole('link', { name: /Anna/ })).toHaveAttribute('href', '/members/101');
    await expect(canvas.getByRole('link', { name: 'See all members' })).toHaveAttribute('href', '/members');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Safe, private and respectful' })).toBeVisible();
    await expect(canvas.getByText(siteSettings.fictional_warning)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your next date could be on DatingDemo' })).toBeVisible();
  },
};

export const Default: Story = {};

/** The preview loads: placeholder cards, the hero's photos too. */
export const Loading: Story = {
  args: { previewState: 'loading', previewMembers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-loading]')).not.toBeNull();
  },
};

/** The search found nobody: an invitation instead of an empty grid. */
export const Empty: Story = {
  args: { previewMembers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/New members join every day/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
  },
};

/** The preview failed: a message and a retry. */
export const Error: Story = {
  args: { previewState: 'error', previewMembers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The members could not be loaded just now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPreview).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §6: the site does not let visitors search — blurred silhouettes and an invitation instead of members. */
export const SearchDenied: Story = {
  args: { previewState: 'denied', previewMembers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const teaser = canvasElement.querySelector('[data-preview="teaser"]') as HTMLElement;
    await expect(within(teaser).getByRole('heading', { name: 'Lots of members are waiting to meet you' })).toBeVisible();
    await expect(within(teaser).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', args.signupHref);
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { previewMembers: longSearchResults, siteName: 'Flirtparadies-Norddeutschland', fictionalWarning: longFictionalWording.warning },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A bdsm site: its copy and its theme. */
export const NicheBdsm: Story = {
  args: { copyVariant: 3 },
  globals: { niche: '3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Explore your desires with like-minded adults' })).toBeVisible();
  },
};

export const NicheShe: Story = { args: { copyVariant: 2 }, globals: { niche: '2', viewport: { value: 'phone' } } };

export const NicheGay: Story = { args: { copyVariant: 7 }, globals: { niche: '7', locale: 'nl' } };

/** No fictional-profile notice configured: three trust points. */
export const WithoutFictionalNotice: Story = { args: { fictionalWarning: undefined } };
