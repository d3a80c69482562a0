import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PhotoQueueScreen } from '../../../src/screens/PhotoQueueScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { withStayingLinks } from '../../fixtures/credits';
import { longPhotoQueue, photoQueue, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof PhotoQueueScreen>;

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <PhotoQueueScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/PhotoQueueScreen',
  component: PhotoQueueScreen,
  decorators: [withStayingLinks],
  args: {
    items: photoQueue,
    total: 37,
    hasMore: true,
    onLoadMore: fn(),
    onApprove: fn(),
    onReject: fn(),
    onRetry: fn(),
    onDismissActionError: fn(),
  },
} satisfies Meta<typeof PhotoQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approve with one click; reject asks for a reason (required) and an optional note; load more. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Photo queue' })).toBeInTheDocument();
    await expect(canvas.getByText('37 photos are waiting for review.')).toBeInTheDocument();
    await expect(canvas.getByText('Showing 8 of 37')).toBeInTheDocument();
    const first = within(canvas.getByRole('article', { name: 'Anna' }));
    await expect(first.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/staff/moderation/members/1000');
    await userEvent.click(first.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(501);

    await userEvent.click(within(canvas.getByRole('article', { name: 'Mark de Vries' })).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject the photo of Mark de Vries?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await expect(within(dialog).getByRole('combobox', { name: /Reason for rejecting/ })).toHaveAccessibleDescription(/This field is required/);
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason for rejecting/ }), 'Shows contact details');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note for the member/ }), 'Your phone number is visible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await expect(args.onReject).toHaveBeenCalledWith(502, 'contact_details', 'Your phone number is visible.');
    await overlaysClosed();

    // Cancelling changes nothing.
    await userEvent.click(within(canvas.getByRole('article', { name: /Sof/ })).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed();
    await expect(args.onReject).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** A and R on the focused card; the full-size photo opens in the lightbox. */
export const KeyboardAndLightbox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Jens' });
    card.focus();
    await userEvent.keyboard('a');
    await expect(args.onApprove).toHaveBeenCalledWith(504);
    card.focus();
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the photo of Jens?' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Quality too low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await expect(args.onReject).toHaveBeenCalledWith(504, 'low_quality', '');
    await overlaysClosed();

    await userEvent.click(canvas.getByRole('button', { name: 'Photo uploaded by Lotte, open at full size' }));
    const lightbox = await screen.findByRole('dialog', { name: /Lotte/ });
    await expect(within(lightbox).getByRole('img')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await overlaysClosed();
  },
};

/** The reject dialog waits for the server: a promise keeps it busy, a refusal keeps it open. */
export const RejectFails: Story = {
  args: { onReject: fn(() => Promise.reject(new globalThis.Error('refused'))) },
  render: (args) => <WithMessages {...args} build={(m) => ({ actionError: m.alreadyDecided })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone already handled this');
    await userEvent.click(within(canvas.getByRole('article', { name: 'Anna' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Other reason');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await expect(args.onReject).toHaveBeenCalledWith(501, 'other', '');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject photo' })).toBeEnabled());
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissActionError).toHaveBeenCalled();
  },
};

/** Approving and rejecting on their way. */
export const Busy: Story = {
  args: { busyIds: [501, 503] },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Anna' }));
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Photo queue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [], total: 0, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos are waiting. Well done!')).toBeInTheDocument();
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
  args: { items: longPhotoQueue, total: 123456 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
