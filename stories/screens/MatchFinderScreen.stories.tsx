import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MemberCard } from '../../contract/members';
import { MatchFinderScreen } from '../../src/screens/MatchFinderScreen';
import { SWIPE_LIKES_PER_DAY } from '../../contract/constants';
import { chatHrefs, longSwipeCards, profileHref, swipeCards, swipeResetsAt, useChatMessages } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';
import { dragCard } from '../fixtures/swipe';

type Args = ComponentProps<typeof MatchFinderScreen>;

/** The container's part: each choice is saved after a moment and the card leaves the stack. */
function Interactive(args: Args) {
  const [cards, setCards] = useState<readonly MemberCard[]>(args.suggestions);
  const [left, setLeft] = useState(args.likesLeft);
  const [pending, setPending] = useState<number | null>(null);
  const choose = (id: number, callback: (id: number) => void) => {
    callback(id);
    setPending(id);
    setTimeout(() => {
      setCards((current) => current.filter((card) => card.id !== id));
      if (callback === args.onLike) setLeft((current) => Math.max(0, current - 1));
      setPending(null);
    }, 100);
  };
  return (
    <MatchFinderScreen
      {...args}
      suggestions={cards}
      likesLeft={left}
      pendingId={pending}
      onLike={(id) => choose(id, args.onLike)}
      onPass={(id) => choose(id, args.onPass)}
      onReload={() => {
        args.onReload?.();
        setCards(args.suggestions);
      }}
    />
  );
}

function WithError(args: Args) {
  return <MatchFinderScreen {...args} suggestions={[]} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Screens/MatchFinderScreen',
  component: MatchFinderScreen,
  decorators: [withStayingLinks],
  args: {
    suggestions: swipeCards,
    onLike: fn(),
    onPass: fn(),
    likesLeft: SWIPE_LIKES_PER_DAY,
    limit: SWIPE_LIKES_PER_DAY,
    resetsAt: swipeResetsAt,
    loading: false,
    onRetry: fn(),
    onReload: fn(),
    profileHref,
    membersHref: chatHrefs.members,
    likesHref: chatHrefs.likes,
    fictional: fictionalWording,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof MatchFinderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One suggestion at a time: like with the button or →, pass with ←; at the end, more suggestions or the search. */
export const Playground: Story = {
  args: { suggestions: swipeCards.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    await expect(canvas.getByText('4 of 4 likes left today')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Like Anna' }));
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Mark de Vries, 34' })).toBeInTheDocument());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPass).toHaveBeenCalledWith(102);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'You have seen all suggestions' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Find more' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {};

/** The likes are the swipe game's 4 a day (SPEC §9): the hearts count down, and a drag to the right likes. */
export const DragToLike: Story = {
  args: { likesLeft: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 likes left today')).toBeInTheDocument();
    await dragCard(canvas.getByRole('article', { name: /^Anna/ }), 180, { onMoved: () => expect(canvas.getByText('Like', { exact: true })).toBeVisible() });
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await waitFor(() => expect(canvas.getByText('1 of 4 likes left today')).toBeInTheDocument());
    await canvas.findByRole('article', { name: 'Mark de Vries, 34' });
  },
};

/**
 * Today's likes used up (in the swipe game or here): it says so and until when; Like is off, a drag to the right
 * springs back, and passing still works.
 */
export const LimitReached: Story = {
  args: { likesLeft: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have used your 4 likes for today')).toBeVisible();
    await expect(canvas.getByText(/You can still pass\. New likes are waiting for you from/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like Anna' })).toBeDisabled();
    const card = canvas.getByRole('article', { name: /^Anna/ });
    await dragCard(card, 180);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(card.parentElement).toHaveAttribute('data-swipe-state', 'rest');
    await dragCard(card, -180);
    await expect(args.onPass).toHaveBeenCalledWith(101);
  },
};

export const Loading: Story = {
  args: { loading: true, suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding matches for you…')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Find members' })).toHaveAttribute('href', '/members');
    await expect(canvas.getByRole('link', { name: 'See my likes' })).toHaveAttribute('href', '/likes');
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load suggestions');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function WithActionError(args: Args) {
  return <MatchFinderScreen {...args} actionError={useChatMessages().generic} />;
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
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { suggestions: longSwipeCards },
};
