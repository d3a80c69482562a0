import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatsScreen, type ChatListItemData } from '../../src/screens/ChatsScreen';
import { chatHref, chatHrefs, chats, longChats, NOW, overlaysClosed, useChatMessages } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';

type Args = ComponentProps<typeof ChatsScreen>;

/**
 * The container's part, in memory (SPEC §4): a deleted chat leaves the list at once; when the server call fails, the
 * SPEC §8 alert shows and the list is reloaded (the chat comes back).
 */
function Interactive({ failDelete = false, ...args }: Args & { failDelete?: boolean }) {
  const messages = useChatMessages();
  const [list, setList] = useState<readonly ChatListItemData[]>(args.chats);
  const [deleteError, setDeleteError] = useState<string | undefined>(args.deleteError);
  return (
    <ChatsScreen
      {...args}
      chats={list}
      deleteError={deleteError}
      onDismissDeleteError={() => setDeleteError(undefined)}
      onDelete={(id) => {
        args.onDelete(id);
        setDeleteError(undefined);
        setList((current) => current.filter((chat) => chat.conversationId !== id));
        if (failDelete) {
          setTimeout(() => {
            setDeleteError(messages.generic);
            setList(args.chats);
          }, 1_000);
        }
      }}
    />
  );
}

function WithError(args: Args) {
  return <ChatsScreen {...args} chats={[]} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Screens/ChatsScreen',
  component: ChatsScreen,
  decorators: [withStayingLinks],
  args: {
    chats,
    chatHref,
    onDelete: fn(),
    loading: false,
    onRetry: fn(),
    membersHref: chatHrefs.members,
    fictional: fictionalWording,
    now: NOW,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each chat links to its conversation, with the latest message, its time and the unread badge (99+ above 99);
 * deleting asks first and drops the chat from the list at once.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await expect(canvas.getByText('153 unread messages')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(chats.length);
    await expect(canvas.getByRole('link', { name: /^Anna, 29\s*, online$/ })).toHaveAttribute('href', '/chats/9001');
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByText('150 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('Yesterday')).toBeInTheDocument();
    await expect(canvas.getByText('You: See you on Saturday then!')).toBeInTheDocument();
    await expect(canvas.getByText('No messages yet — say hello!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete conversation with Mark de Vries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your conversation with Mark de Vries?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(9003);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(chats.length - 1);
    await expect(canvas.queryByRole('link', { name: /Mark de Vries/ })).toBeNull();
    await overlaysClosed();
  },
};

export const Default: Story = {};

/** SPEC §4/§8: the delete call failed: the alert shows and the reloaded list has the chat again. */
export const DeleteFailed: Story = {
  render: (args) => <Interactive {...args} failDelete />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete conversation with Anna' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(canvas.queryByRole('link', { name: /^Anna/ })).toBeNull();
    // The failure answers a second later, so a slow machine still sees the chat gone first.
    const alert = await canvas.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('The conversation could not be deleted');
    await expect(canvas.getByRole('link', { name: /^Anna, 29\s*, online$/ })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await overlaysClosed();
  },
};

export const Loading: Story = {
  args: { loading: true, chats: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your conversations…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Find members' })).toHaveAttribute('href', '/members');
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your messages');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Everything read. */
export const AllRead: Story = {
  args: { chats: chats.map((chat) => ({ ...chat, numUnread: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('All caught up')).toBeInTheDocument();
  },
};

export const Dutch: Story = { globals: { locale: 'nl', viewport: { value: 'desktop' } } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { chats: longChats },
};

export const LongContentPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { chats: longChats },
};
