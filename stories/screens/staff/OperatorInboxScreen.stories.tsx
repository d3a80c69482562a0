import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OperatorInboxScreen } from '../../../src/screens/OperatorInboxScreen';
import { withStayingLinks } from '../../fixtures/credits';
import { longOperatorInbox, operatorFictional, operatorInbox, operatorSites, STAFF_NOW, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof OperatorInboxScreen>;

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <OperatorInboxScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/OperatorInboxScreen',
  component: OperatorInboxScreen,
  decorators: [withStayingLinks],
  args: {
    items: operatorInbox,
    sites: operatorSites,
    siteId: null,
    onSiteChange: fn(),
    onClaim: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onDismissActionError: fn(),
    fictional: operatorFictional,
    now: STAFF_NOW,
  },
} satisfies Meta<typeof OperatorInboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free conversations can be claimed; one held by another operator cannot; one of mine opens; a lapsed claim is free. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const maria = within(rows[0]!);
    await expect(maria.getByText('With Mark de Vries, 34, Netherlands')).toBeInTheDocument();
    await expect(maria.getByText('3 unanswered messages')).toBeInTheDocument();
    await userEvent.click(maria.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledWith(901);

    await expect(within(rows[1]!).getByRole('button', { name: 'Held by Operator Olivia' })).toBeDisabled();
    await expect(within(rows[2]!).getByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', '/staff/operators/903');
    // Olivia's claim on Noor lapsed half an hour ago: free again.
    await userEvent.click(within(rows[3]!).getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledWith(904);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Site' }), 'milf.localhost');
    await expect(args.onSiteChange).toHaveBeenCalledWith(6);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Site' }), 'All sites');
    await expect(args.onSiteChange).toHaveBeenLastCalledWith(null);
  },
};

export const Claiming: Story = {
  args: { claimingId: 901 },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(within(rows[0]!).getByRole('button', { name: /Claim/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(rows[3]!).getByRole('button', { name: 'Claim' })).toBeDisabled();
  },
};

/** Someone else was faster (`claim_taken`). */
export const ClaimTaken: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ actionError: m.claimTaken })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Another operator is already handling this conversation.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissActionError).toHaveBeenCalled();
  },
};

export const FilteredBySite: Story = { args: { siteId: 2, items: operatorInbox.filter((item) => item.siteDomain === 'she.localhost') } };

export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true, items: [] } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No conversations are waiting for an answer.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { items: [] },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { items: longOperatorInbox },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
