import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivateDoneScreen } from '../../src/screens/ActivateDoneScreen';
import { activateHrefs, overviewMembers } from '../fixtures/accounts';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { siteSettings } from '../fixtures/site';

const meta = {
  title: 'Screens/ActivateDoneScreen',
  component: ActivateDoneScreen,
  args: {
    state: 'done',
    name: 'Sophie',
    signupCredits: siteSettings.signup_credits,
    members: overviewMembers,
    memberCount: 1280,
    ...activateHrefs,
  },
  argTypes: { state: { control: 'inline-radio', options: ['activating', 'done'] } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ActivateDoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the success header and the three cards (signed up, premium with 46% more chance, member overview). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Sophie! Your account is active' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText(/46% more chance/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', activateHrefs.profileHref);
    await expect(canvas.getByRole('link', { name: /Discover premium/ })).toHaveAttribute('href', activateHrefs.premiumHref);
    await expect(canvas.getByRole('link', { name: /Browse members/ })).toHaveAttribute('href', activateHrefs.membersHref);
    // Five avatars and the rest as a count.
    const overview = canvas.getByRole('list', { name: 'Some of our members' });
    await expect(within(overview).getAllByRole('img')).toHaveLength(5);
    await expect(within(overview).getByText('+1275')).toBeInTheDocument();
  },
};

export const Default: Story = {};

/** The token from the mailed link is being confirmed. */
export const Loading: Story = {
  args: { state: 'activating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    // The spinner appears once the load has lasted SPEC §7's 200 ms.
    await expect(await canvas.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Activating your account…');
  },
};

/** No members to show yet and no free credits: the cards still lead on. */
export const Empty: Story = {
  args: { members: [], memberCount: 0, signupCredits: 0, name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Some of our members' })).toBeNull();
  },
};

/** Activation has no error state here: a bad link goes to `/activate/error` (see ActivateErrorScreen). */
export const Error: Story = {
  args: { state: 'activating', name: undefined },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { name: MEMBER_NAMES.long },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const OneCredit: Story = {
  args: { signupCredits: 1 },
};
