import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintsQueueScreen } from '../../../src/screens/ComplaintsQueueScreen';
import { withStayingLinks } from '../../fixtures/credits';
import { complaintCounts, complaints, longComplaints, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof ComplaintsQueueScreen>;

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <ComplaintsQueueScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/ComplaintsQueueScreen',
  component: ComplaintsQueueScreen,
  decorators: [withStayingLinks],
  args: {
    filter: 'all',
    onFilterChange: fn(),
    counts: complaintCounts,
    items: complaints,
    onReply: fn(),
    onClose: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onDismissActionError: fn(),
  },
} satisfies Meta<typeof ComplaintsQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status filter with counts; reference, category, sender, subject, message, replies; reply and close. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Open/ })).toHaveAccessibleName('Open 12 complaints');
    await userEvent.click(canvas.getByRole('tab', { name: /Open/ }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('open');

    const first = within(canvas.getByRole('article', { name: 'K7Q4-M2XD A payment or credits' }));
    await expect(first.getByText('Open')).toBeInTheDocument();
    await expect(first.getByText('Payment of 17 June')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Send reply' }));
    await expect(first.getByRole('textbox', { name: /Your reply/ })).toHaveAccessibleDescription(/This field is required/);
    await expect(args.onReply).not.toHaveBeenCalled();
    await userEvent.type(first.getByRole('textbox', { name: /Your reply/ }), 'We have refunded the second payment.');
    await userEvent.click(first.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(41, 'We have refunded the second payment.');
    await expect(first.getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
    await userEvent.click(first.getByRole('button', { name: 'Close complaint' }));
    await expect(args.onClose).toHaveBeenCalledWith(41);

    // A report names the reported member and shows the reply history; a closed complaint has no reply form.
    const report = within(canvas.getByRole('article', { name: 'R2B8-PL4K Reported profile' }));
    await expect(report.getByRole('link', { name: 'Mark de Vries' })).toHaveAttribute('href', '/staff/moderation/members/1001');
    await expect(report.getByRole('heading', { name: '1 reply sent' })).toBeInTheDocument();
    await expect(report.getByText('Answered by Moderator Mila', { exact: false })).toBeInTheDocument();
    const closed = within(canvas.getByRole('article', { name: /K9X2-AB7Q/ }));
    await expect(closed.queryByRole('button', { name: 'Send reply' })).toBeNull();
  },
};

/** Sending waits for the server; a refusal keeps the draft. */
export const ReplyFails: Story = {
  args: { filter: 'open', items: complaints.slice(0, 1), onReply: fn(() => Promise.reject(new globalThis.Error('refused'))) },
  render: (args) => <WithMessages {...args} build={(m) => ({ actionError: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'Sorry for the trouble.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(41, 'Sorry for the trouble.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send reply' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Sorry for the trouble.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busyIds: [41] },
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getByRole('article', { name: /K7Q4-M2XD/ }));
    await expect(first.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Close complaint' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { loading: true, items: [] } };

export const Empty: Story = {
  args: { filter: 'open', items: [], counts: { open: 0, answered: 0, closed: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No open complaints.')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: /Open/ })).toHaveAttribute('aria-selected', 'true');
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
  args: { items: longComplaints, counts: { open: 12345, answered: 999, closed: 100000 } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
