import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWIPE_LIKES_PER_DAY } from '../../contract/constants';
import type { MemberCard } from '../../contract/members';
import { SwipeGameScreen } from '../../src/screens/SwipeGameScreen';
import { chatHrefs, longSwipeCards, profileHref, swipeCards, swipeResetsAt, useChatMessages } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';
import { dragCard } from '../fixtures/swipe';

type Args = ComponentProps<typeof SwipeGameScreen>;

/** The container's part: the server counts each like against today's allowance; passing is free. */
function Interactive(args: Args) {
  const [cards, setCards] = useState<readonly MemberCard[]>(args.cards);
  const [left, setLeft] = useState(args.likesLeft);
  const [pending, setPending] = useState<number | null>(null);
  const choose = (id: number, liked: boolean) => {
    (liked ? args.onLike : args.onPass)(id);
    setPending(id);
    setTimeout(() => {
      setCards((current) => current.filter((card) => card.id !== id));
      if (liked) setLeft((current) => Math.max(0, current - 1));
      setPending(null);
    }, 100);
  };
  return (
    <SwipeGameScreen {...args} cards={cards} likesLeft={left} pendingId={pending} onLike={(id) => choose(id, true)} onPass={(id) => choose(id, false)} />
  );
}

function WithError(args: Args) {
  return <SwipeGameScreen {...args} cards={[]} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Screens/SwipeGameScreen',
  component: SwipeGameScreen,
  decorators: [withStayingLinks],
  args: {
    cards: swipeCards,
    onLike: fn(),
    onPass: fn(),
    likesLeft: 2,
    limit: SWIPE_LIKES_PER_DAY,
    resetsAt: swipeResetsAt,
    loading: false,
    onRetry: fn(),
    profileHref,
    membersHref: chatHrefs.members,
    likesHref: chatHrefs.likes,
    fictional: fictionalWording,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof SwipeGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SPEC §9: 4 likes a day. The hearts count down with each like (passing is free); at 0 the game says when it starts
 * again and offers the match finder.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 likes left today')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pass on Anna' }));
    await expect(args.onPass).toHaveBeenCalledWith(101);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Like Mark de Vries' })).toBeEnabled());
    await expect(canvas.getByText('2 of 4 likes left today')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).toHaveBeenCalledWith(102);
    await waitFor(() => expect(canvas.getByText('1 of 4 likes left today')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /^Like / }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'You have used your 4 likes for today' })).toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'See my likes' })).toHaveAttribute('href', '/likes');
    await expect(canvas.queryByRole('button', { name: /^Like / })).toBeNull();
  },
};

export const Default: Story = { args: { likesLeft: 4 } };

/**
 * Dragging the card: it follows the pointer with a LIKE hint, and released far enough to the right it likes (and
 * flies out); the next card comes up. Dragged to the left with a finger it passes.
 */
export const DragToLike: Story = {
  args: { likesLeft: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: /^Anna/ });
    await dragCard(card, 160, {
      onMoved: async () => {
        await expect(canvas.getByText('Like', { exact: true })).toBeVisible();
        await expect(card.parentElement).toHaveAttribute('data-swipe-state', 'dragging');
        await expect(card.parentElement?.style.transform).toMatch(/translate\(160px.*rotate\(/);
      },
    });
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(args.onPass).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked Anna.');
    const next = await canvas.findByRole('article', { name: 'Mark de Vries, 34' });
    await waitFor(() => expect(canvas.getByText('3 of 4 likes left today')).toBeInTheDocument());
    await dragCard(next, -160, { pointerType: 'touch', onMoved: () => expect(canvas.getByText('Pass', { exact: true })).toBeVisible() });
    await expect(args.onPass).toHaveBeenCalledWith(102);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
  },
};

/** A drag that stops short springs back: nothing is liked or passed, and a drag up or down is not a swipe either. */
export const ShortDragSpringsBack: Story = {
  args: { likesLeft: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: /^Anna/ });
    await dragCard(card, 25);
    await dragCard(card, 40, { dy: 200 });
    await dragCard(card, 200, { end: 'cancel' });
    await expect(card.parentElement).toHaveAttribute('data-swipe-state', 'rest');
    await expect(card.parentElement?.style.transform ?? '').toBe('');
    await expect(canvas.queryByText('Like', { exact: true })).toBeNull();
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(args.onPass).not.toHaveBeenCalled();
    await expect(canvas.getByRole('article', { name: /^Anna/ })).toBeInTheDocument();
  },
};

/** The daily limit reached, with the time it starts again in the member's time zone. */
export const LimitReached: Story = {
  args: { likesLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 4 likes left today')).toBeInTheDocument();
    await expect(canvas.getByText(/New likes are waiting for you from/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Like / })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See my likes' })).toHaveAttribute('href', '/likes');
  },
};

export const Loading: Story = {
  args: { loading: true, cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shuffling the cards…')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No more cards' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the game');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function WithActionError(args: Args) {
  return <SwipeGameScreen {...args} actionError={useChatMessages().generic} />;
}

/** Saving a like or a pass failed: the reason shows above the card, which stays to try again. */
export const ActionError: Story = {
  render: (args) => <WithActionError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: /^Like / })).toBeEnabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  args: { cards: longSwipeCards, likesLeft: 1 },
};
