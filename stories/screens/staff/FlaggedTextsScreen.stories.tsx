import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FlaggedTextsScreen } from '../../../src/screens/FlaggedTextsScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { withStayingLinks } from '../../fixtures/credits';
import { flaggedTexts, longFlaggedTexts, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof FlaggedTextsScreen>;

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <FlaggedTextsScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/FlaggedTextsScreen',
  component: FlaggedTextsScreen,
  decorators: [withStayingLinks],
  args: {
    items: flaggedTexts,
    total: 3,
    onClear: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onDismissActionError: fn(),
  },
} satisfies Meta<typeof FlaggedTextsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The matched terms are marked in the text; keep it, or remove it with a required reason. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: 'Mark de Vries' });
    const marks = [...first.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['WhatsApp', '06 1234 5678', 'mark.devries@example.com']);
    await expect(within(first).getByRole('link', { name: 'Mark de Vries' })).toHaveAttribute('href', '/staff/moderation/members/1001');
    await userEvent.click(within(first).getByRole('button', { name: 'Keep text' }));
    await expect(args.onClear).toHaveBeenCalledWith(71);

    // A term that does not occur literally marks nothing but is still listed.
    const second = canvas.getByRole('article', { name: /Sof/ });
    await expect([...second.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['snapchat', 's-n-a-p']);

    await userEvent.click(within(canvas.getByRole('article', { name: 'Ruben' })).getByRole('button', { name: 'Remove text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the profile text of Ruben?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove text' }));
    await expect(within(dialog).getByRole('textbox', { name: /Reason for removing/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for removing/ }), 'Asks for payments outside the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove text' }));
    await expect(args.onRemove).toHaveBeenCalledWith(73, 'Asks for payments outside the site');
    await overlaysClosed();
  },
};

export const MoreToLoad: Story = {
  args: { total: 45, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 3 of 45')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busyIds: [72] },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('article', { name: /Sof/ }));
    await expect(item.getByRole('button', { name: 'Keep text' })).toHaveAttribute('aria-disabled', 'true');
    await expect(item.getByRole('button', { name: 'Remove text' })).toBeDisabled();
  },
};

export const ActionFailed: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ actionError: m.alreadyDecided })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissActionError).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true, items: [] } };

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No flagged texts. Everything has been reviewed.')).toBeInTheDocument();
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
  args: { items: longFlaggedTexts, total: 1 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
