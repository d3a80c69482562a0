import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GiftPicker } from '../../src/components/GiftPicker';
import { IcebreakerModal } from '../../src/components/IcebreakerModal';
import type { ChatMessageData } from '../../src/components/MessageBubble';
import { ChatLayout } from '../../src/layout/ChatLayout';
import { ConversationScreen } from '../../src/screens/ConversationScreen';
import {
  chatCosts,
  chatHrefs,
  chatProfiles,
  conversation,
  conversationSending,
  longConversation,
  NOW,
  olderMessages,
  overlaysClosed,
  useChatMessages,
  useIcebreakerLines,
} from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { IMAGES } from '../fixtures/images';
import { fictionalWording } from '../fixtures/members';

type Args = ComponentProps<typeof ConversationScreen>;

/**
 * The container's part, in memory: the draft, a sent message that is stored a moment later, the other member typing
 * and answering, older messages on request, gifts, icebreakers and the credits going down.
 */
function Interactive(args: Args) {
  const lines = useIcebreakerLines();
  const [messages, setMessages] = useState<readonly ChatMessageData[]>(args.messages);
  const [draft, setDraft] = useState(args.draft);
  const [typing, setTyping] = useState(args.partnerTyping ?? false);
  const [credits, setCredits] = useState(args.credits);
  const [hasOlder, setHasOlder] = useState(args.hasOlder ?? false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [gifts, setGifts] = useState(false);
  const [icebreakers, setIcebreakers] = useState(false);
  const nextId = useRef(1000);

  const send = (message: Omit<ChatMessageData, 'id' | 'mine' | 'createdAt' | 'read' | 'status'>, cost: number) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id, mine: true, createdAt: new Date(NOW.getTime() + id * 1000).toISOString(), read: false, status: 'pending' }]);
    setTimeout(() => {
      setMessages((current) => current.map((item) => (item.id === id ? { ...item, status: 'sent' } : item)));
      setCredits((current) => (current === null ? current : current - cost));
    }, 150);
    setTimeout(() => setTyping(true), 300);
    setTimeout(() => {
      setTyping(false);
      setMessages((current) => [
        ...current.map((item) => (item.mine ? { ...item, read: true } : item)),
        { id: nextId.current++, kind: 'text', text: 'Sounds great! 😊', mine: false, createdAt: new Date(NOW.getTime() + id * 1000 + 500).toISOString(), read: true },
      ]);
    }, 900);
  };

  return (
    <>
      <ConversationScreen
        {...args}
        messages={messages}
        draft={draft}
        credits={credits}
        partnerTyping={typing}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onDraftChange={(value) => {
          args.onDraftChange(value);
          setDraft(value);
        }}
        onSend={(text) => {
          args.onSend(text);
          setDraft('');
          send({ kind: 'text', text }, args.messageCost ?? 0);
        }}
        onLoadOlder={() => {
          args.onLoadOlder?.();
          setLoadingOlder(true);
          setTimeout(() => {
            setMessages((current) => [...olderMessages, ...current]);
            setLoadingOlder(false);
            setHasOlder(false);
          }, 150);
        }}
        onOpenGifts={() => {
          args.onOpenGifts?.();
          setGifts(true);
        }}
        onOpenIcebreakers={() => {
          args.onOpenIcebreakers?.();
          setIcebreakers(true);
        }}
        onPhotoSend={(file) => {
          args.onPhotoSend?.(file);
          send({ kind: 'photo', photoUrl: IMAGES.night }, args.photoCost ?? 0);
        }}
      />
      <GiftPicker
        open={gifts}
        onOpenChange={setGifts}
        name={args.profile?.name ?? ''}
        price={args.giftCost ?? 0}
        credits={credits ?? 0}
        creditsHref={args.creditsHref}
        onSend={(gift) => {
          setGifts(false);
          send({ kind: 'gift', gift }, args.giftCost ?? 0);
        }}
      />
      <IcebreakerModal
        open={icebreakers}
        onOpenChange={setIcebreakers}
        name={args.profile?.name ?? ''}
        lines={lines}
        messageCost={args.messageCost ?? 0}
        onPick={(line) => {
          setIcebreakers(false);
          send({ kind: 'text', text: line }, args.messageCost ?? 0);
        }}
      />
    </>
  );
}

function WithMessages({ build, ...args }: Args & { build: (messages: ReturnType<typeof useChatMessages>) => Partial<Args> }) {
  return <ConversationScreen {...args} {...build(useChatMessages())} />;
}

const meta = {
  title: 'Screens/ConversationScreen',
  component: ConversationScreen,
  decorators: [
    withStayingLinks,
    (Story) => (
      <ChatLayout>
        <Story />
      </ChatLayout>
    ),
  ],
  args: {
    profile: chatProfiles.anna,
    messages: conversation,
    loading: false,
    onRetry: fn(),
    hasOlder: true,
    onLoadOlder: fn(),
    partnerTyping: false,
    credits: 120,
    backHref: chatHrefs.chats,
    profileHref: chatHrefs.profile,
    creditsHref: chatHrefs.credits,
    premiumHref: chatHrefs.premium,
    blocked: false,
    onBlock: fn(),
    onUnblock: fn(),
    onDelete: fn(),
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onTyping: fn(),
    onRetryMessage: fn(),
    maxLength: chatCosts.maxLength,
    messageCost: chatCosts.messageCost,
    giftCost: chatCosts.giftCost,
    photoCost: chatCosts.photoCost,
    onOpenGifts: fn(),
    onPhotoSend: fn(),
    onOpenIcebreakers: fn(),
    fictional: fictionalWording,
    now: NOW,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof ConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The day headings, bubbles for text, gift and photo with read ticks; a sent message is stored, the credits drop by
 * a message's cost, the other member types and answers; older messages load above; a photo opens in the lightbox.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Messages with Anna' });
    await expect(within(log).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await expect(within(log).getByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    await expect(within(log).getByText('Gift: Rose')).toBeInTheDocument();
    await expect(within(log).getByRole('link', { name: 'https://example.com/lisbon/tram-28' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getByText('1 message = 1 credit')).toBeInTheDocument();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to Anna' }), 'Saturday at eight?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Saturday at eight?');
    await expect(within(log).getByText('Saturday at eight?')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'You have 119 credits. Buy credits' })).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Anna is typing…')).toBeInTheDocument());
    await waitFor(() => expect(within(log).getByText('Sounds great! 😊')).toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Show older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(log).getByText('Hello there! Thanks for the like 😊')).toBeInTheDocument());

    await userEvent.click(within(log).getByRole('button', { name: 'Photo from Anna' }));
    const lightbox = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lightbox).not.toBeInTheDocument());
    await overlaysClosed();
  },
};

export const Default: Story = {};

/** A gift from the picker arrives as a gift bubble and costs the site's gift_credits. */
export const SendGift: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift (3 credits)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Anna a gift' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Champagne for 3 credits' }));
    await expect(within(canvas.getByRole('log')).getByText('Gift: Champagne')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'You have 117 credits. Buy credits' })).toBeInTheDocument());
    await overlaysClosed();
  },
};

/** A message on its way and one that failed, with "send again". */
export const SendingAndFailed: Story = {
  args: { messages: conversationSending, hasOlder: false },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending…')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onRetryMessage).toHaveBeenCalledTimes(1);
  },
};

export const Typing: Story = {
  args: { partnerTyping: true },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Anna is typing…')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, profile: null, messages: [] },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the conversation…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A new conversation: a friendly start and the icebreaker modal with its pricing note. */
export const Empty: Story = {
  args: { messages: [], hasOlder: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Say hello to Anna' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Suggest an opening line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Anna' });
    await expect(within(dialog).getByText('An opening line is an ordinary message: it costs 1 credit.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Send:/ })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvas.getByRole('log')).getAllByRole('listitem')).toHaveLength(1);
    await overlaysClosed();
  },
};

export const Error: Story = {
  args: { profile: null, messages: [] },
  render: (args) => <WithMessages {...args} build={(messages) => ({ error: messages.generic })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We could not load this conversation' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/chats');
  },
};

/** Deleted, or the member is gone or blocked the viewer: a calm "not available". */
export const NotFound: Story = {
  args: { profile: null, messages: [], notFound: true },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This conversation is not available' })).toBeInTheDocument();
  },
};

/** SPEC §8: not enough credits: the composer is off and the way to the credits page is shown. */
export const InsufficientCredits: Story = {
  args: { credits: 0, insufficientCredits: true },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not enough credits')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** SPEC §6: a free member at the 2-conversation limit is told why and offered premium. */
export const FreeMemberLimit: Story = {
  args: { freeLimitReached: true, messages: [], hasOlder: false, credits: 5 },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/you can chat in at most 2 conversations/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Suggest an opening line' })).toBeNull();
  },
};

/** The viewer blocked this member: nothing can be sent until they unblock. */
export const Blocked: Story = {
  args: { blocked: true, partnerTyping: true },
  render: (args) => <ConversationScreen {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You blocked Anna')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.queryByText('Anna is typing…')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
  },
};

/** A send failed for another reason: the generic SPEC §8 message, dismissible. */
export const SendError: Story = {
  render: (args) => <WithMessages {...args} build={(messages) => ({ sendError: messages.generic, onDismissSendError: fn() })} />,
};

/** A fictional member: the site's warning above the messages. */
export const Fictional: Story = {
  args: { profile: chatProfiles.maria },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(fictionalWording.warning);
  },
};

/** A Dutch member: a message costs the country minimum in credits (3), as the server charges it. */
export const CountryMinimumPrice: Story = {
  args: { messageCost: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 message = 3 credits')).toBeInTheDocument();
  },
};

/** The member's price is still loading: the price line waits rather than show the site's bare setting. */
export const PriceLoading: Story = {
  args: { messageCost: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^1 message =/)).toBeNull();
  },
};

/**
 * A fictional member is answered by the site's operators: the mark, and how soon they usually answer (the median of
 * the last 30 days, rounded up by app/rules/replyExpectation.ts).
 */
export const FictionalAnswersWithin: Story = {
  args: { profile: chatProfiles.maria, replyWithin: { unit: 'hours', count: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(fictionalWording.warning);
    await expect(canvas.getByText(`${chatProfiles.maria.name} usually answers within 2 hours`)).toBeVisible();
  },
};

/** On a phone, in minutes. */
export const FictionalAnswersWithinPhone: Story = {
  args: { profile: chatProfiles.maria, replyWithin: { unit: 'minutes', count: 30 } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`${chatProfiles.maria.name} usually answers within 30 minutes`)).toBeVisible();
  },
};

/** A real member: nobody answers for them, so no reply time is promised. */
export const RealMemberNoReplyPromise: Story = {
  args: { replyWithin: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: `Messages with ${chatProfiles.anna.name}` })).toBeInTheDocument();
    await expect(canvas.queryByText(/usually answers within/)).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { profile: chatProfiles.long, messages: longConversation, credits: 12345 },
};

export const LongContentPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { profile: chatProfiles.long, messages: longConversation, insufficientCredits: true, credits: 0 },
};
