import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemberModerationScreen } from '../../../src/screens/MemberModerationScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { withStayingLinks } from '../../fixtures/credits';
import { bannedMemberView, emptyMemberView, longMemberView, memberSearchHits, memberView, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof MemberModerationScreen>;

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <MemberModerationScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/MemberModerationScreen',
  component: MemberModerationScreen,
  decorators: [withStayingLinks],
  args: {
    query: 'mark',
    results: memberSearchHits,
    member: memberView,
    onSearch: fn(),
    onBan: fn(),
    onUnban: fn(),
    onCorrectCredits: fn(),
    onRetry: fn(),
    onDismissActionError: fn(),
  },
} satisfies Meta<typeof MemberModerationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search; the member's account, profile, photos, ledger, sessions, flags and complaints. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Member id or email address' });
    await userEvent.clear(box);
    await userEvent.type(box, 'mark@example.org{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('mark@example.org');
    const results = canvas.getByRole('table', { name: '3 members found' });
    await expect(within(results).getByRole('link', { name: 'Mark' })).toHaveAttribute('href', '/staff/moderation/members/2001');
    await expect(within(results).getByText('Banned')).toBeInTheDocument();

    const account = within(canvas.getByRole('region', { name: /Mark de Vries/ }));
    await expect(account.getByText('mark.devries@example.com')).toBeInTheDocument();
    await expect(account.getByText('40 credits')).toBeInTheDocument();
    const ledger = within(canvas.getByRole('table', { name: 'The last 3 credit movements' }));
    await expect(ledger.getByRole('columnheader', { name: 'Balance after' })).toBeInTheDocument();
    await expect(ledger.getByText('+110')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '2 sessions' })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for review')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'R2B8-PL4K' })).toBeInTheDocument();
  },
};

/** Credit correction: refuses 0 and a negative balance, needs a reason, shows the balance it leads to. */
export const CorrectCredits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Correct credits' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct the credits of Mark de Vries' }));
    const delta = dialog.getByRole('textbox', { name: /Change in credits/ });
    await userEvent.type(delta, '0');
    await expect(delta).toHaveAccessibleDescription(/A change of 0 changes nothing/);
    await userEvent.clear(delta);
    await userEvent.type(delta, '-41');
    await expect(delta).toHaveAccessibleDescription(/cannot go below 0/);
    await userEvent.clear(delta);
    await userEvent.type(delta, '-15');
    await expect(dialog.getByRole('status')).toHaveTextContent('Balance: 40 → 25');
    await userEvent.click(dialog.getByRole('button', { name: 'Book correction' }));
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCorrectCredits).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Refund of a double message charge');
    await userEvent.click(dialog.getByRole('button', { name: 'Book correction' }));
    await expect(args.onCorrectCredits).toHaveBeenCalledWith(-15, 'Refund of a double message charge');
    await overlaysClosed();
  },
};

/** The server refuses the correction: the dialog stays open with the message. */
export const CorrectCreditsRefused: Story = {
  args: { onCorrectCredits: fn(() => Promise.reject(new globalThis.Error('refused'))) },
  render: (args) => <WithMessages {...args} build={(m) => ({ creditsError: m.belowZero })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Correct credits' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('below zero');
    await userEvent.type(dialog.getByRole('textbox', { name: /Change in credits/ }), '+5');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await userEvent.click(dialog.getByRole('button', { name: 'Book correction' }));
    await expect(args.onCorrectCredits).toHaveBeenCalledWith(5, 'Goodwill');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Book correction' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await overlaysClosed();
  },
};

/** Ban asks for a reason. */
export const Ban: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban Mark de Vries?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ban member' }));
    await expect(args.onBan).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for the ban/ }), 'Asks members for money');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban member' }));
    await expect(args.onBan).toHaveBeenCalledWith('Asks members for money');
    await overlaysClosed();
  },
};

/** A banned member: the reason, and the way back. */
export const Banned: Story = {
  args: { member: bannedMemberView, results: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Asked several members for money and moved them to WhatsApp.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ban member' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Lift ban' }));
    await expect(args.onUnban).toHaveBeenCalledTimes(1);
  },
};

export const Unbanning: Story = { args: { member: bannedMemberView, results: null, unbanning: true } };

export const NoResults: Story = {
  args: { results: [], member: null, query: 'nobody@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No member matches this search.')).toBeInTheDocument();
  },
};

export const Searching: Story = { args: { searching: true, results: null, member: null } };

export const Loading: Story = { args: { memberLoading: true, member: null, results: null } };

/** Nothing searched yet; and a member with nothing on record. */
export const Empty: Story = {
  args: { results: null, member: null, query: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Search for a member to see their details.')).toBeInTheDocument();
  },
};

export const EmptyMember: Story = {
  args: { results: null, member: emptyMemberView },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No credit movements.')).toBeInTheDocument();
    await expect(canvas.getByText('Never')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { member: null, results: null },
  render: (args) => <WithMessages {...args} build={(m) => ({ memberError: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { member: longMemberView, results: null },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
