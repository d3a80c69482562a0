import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailChangeDoScreen } from '../../src/screens/MailChangeDoScreen';
import { accountEmail, accountHrefs, longAccountEmail } from '../fixtures/accounts';

const meta = {
  title: 'Screens/MailChangeDoScreen',
  component: MailChangeDoScreen,
  args: { state: 'done', newEmail: accountEmail, settingsHref: accountHrefs.settingsHref, membersHref: accountHrefs.membersHref },
  argTypes: { state: { control: 'inline-radio', options: ['confirming', 'done', 'invalid'] } },
} satisfies Meta<typeof MailChangeDoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your email address has been changed' })).toBeInTheDocument();
    await expect(canvas.getByText(accountEmail)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue to members' })).toHaveAttribute('href', accountHrefs.membersHref);
  },
};

export const Default: Story = {};

/** The link's token is being checked. */
export const Loading: Story = {
  args: { state: 'confirming' },
  play: async ({ canvasElement }) => {
    // The spinner appears once the load has lasted SPEC §7's 200 ms.
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Confirming your new email address…');
  },
};

/** Confirmed, without the address known to the page. */
export const Empty: Story = { args: { newEmail: undefined } };

/** A bad, used or expired link: the way back to settings to ask again. */
export const Error: Story = {
  args: { state: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', accountHrefs.settingsHref);
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { newEmail: longAccountEmail },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
