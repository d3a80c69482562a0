import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { MessageBubble } from '../../src/components/MessageBubble';
import { at, conversation, conversationSending, longConversation } from '../fixtures/chat';
import { MEMBER_NAMES } from '../fixtures/commonExamples';
import { IMAGES } from '../fixtures/images';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 40rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.background};
`;

const meta = {
  title: 'Components/MessageBubble',
  component: MessageBubble,
  args: {
    message: { id: 1, kind: 'text', text: 'Hi Anna! I loved your photos from Lisbon.', mine: true, createdAt: at(0, 14, 5), read: true },
    partnerName: MEMBER_NAMES.anna,
    onPhotoClick: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <List>
        <Story />
      </List>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's own text: right-aligned, with its time and a double tick once read (named for screen readers). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveAttribute('data-mine', 'true');
    await expect(within(item).getByText('You:')).toBeInTheDocument();
    await expect(within(item).getByText('Read')).toBeInTheDocument();
    await expect(item.querySelector('time')).toHaveAttribute('dateTime', at(0, 14, 5));
  },
};

export const Received: Story = {
  args: { message: { id: 2, kind: 'text', text: 'Yes! I got lost there for a whole afternoon 😄', mine: false, createdAt: at(0, 14, 7), read: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Anna:')).toBeInTheDocument();
    await expect(canvas.queryByText('Read')).toBeNull();
  },
};

export const SentNotRead: Story = {
  args: { message: { id: 3, kind: 'text', text: 'See you Saturday?', mine: true, createdAt: at(0, 14, 9), read: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sent')).toBeInTheDocument();
  },
};

export const Gift: Story = {
  args: { message: { id: 4, kind: 'gift', gift: 'rose', mine: false, createdAt: at(0, 9, 2), read: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gift: Rose')).toBeInTheDocument();
  },
};

/** A photo opens in the lightbox: pressing it hands the message to the screen. */
export const Photo: Story = {
  args: { message: { id: 5, kind: 'photo', photoUrl: IMAGES.sunset, mine: false, createdAt: at(0, 14, 58), read: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Photo from Anna' }));
    await expect(args.onPhotoClick).toHaveBeenCalledWith(args.message);
  },
};

export const Pending: Story = {
  args: { message: { id: 6, kind: 'text', text: 'Or Sunday afternoon?', mine: true, createdAt: at(0, 15, 29), read: false, status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending…')).toBeInTheDocument();
  },
};

/** A message that did not reach the server (and was not paid): "send again". */
export const Failed: Story = {
  args: { message: { id: 7, kind: 'text', text: 'Saturday at eight?', mine: true, createdAt: at(0, 15, 28), read: false, status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.message);
  },
};

/** Every kind and state together, as in a conversation. */
export const AllStates: Story = {
  render: (args) => (
    <>
      {conversationSending.map((message) => (
        <MessageBubble key={message.id} {...args} message={message} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(conversation.length + 2);
  },
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  render: (args) => (
    <>
      {longConversation.map((message) => (
        <MessageBubble key={message.id} {...args} message={message} partnerName={MEMBER_NAMES.long} />
      ))}
    </>
  ),
};
