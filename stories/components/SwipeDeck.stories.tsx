import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { MemberCard } from '../../contract/members';
import { SwipeDeck, SwipeDeckSkeleton } from '../../src/components/SwipeDeck';
import { longSwipeCards, profileHref, swipeCards } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';
import { dragCard } from '../fixtures/swipe';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = ComponentProps<typeof SwipeDeck>;

/** The app's part: each choice is saved after a moment, then the card leaves the stack. */
function Interactive({ cards: initial, onLike, onPass, ...args }: Args) {
  const [cards, setCards] = useState<readonly MemberCard[]>(initial);
  const [pending, setPending] = useState<number | null>(null);
  const choose = (id: number, callback: (id: number) => void) => {
    callback(id);
    setPending(id);
    setTimeout(() => {
      setCards((current) => current.filter((card) => card.id !== id));
      setPending(null);
    }, 100);
  };
  return <SwipeDeck {...args} cards={cards} pendingId={pending} onLike={(id) => choose(id, onLike)} onPass={(id) => choose(id, onPass)} />;
}

const meta = {
  title: 'Components/SwipeDeck',
  component: SwipeDeck,
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: { cards: swipeCards, onLike: fn(), onPass: fn(), profileHref, fictional: fictionalWording, likeDisabled: false, keyboard: true },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof SwipeDeck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons like and pass the top card; the arrow keys do the same (→ like, ← pass); each choice is announced. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anna, 29' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Like Anna' }));
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked Anna.');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Mark de Vries, 34' })).toBeInTheDocument());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPass).toHaveBeenCalledWith(102);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sofía Hernández, 27' })).toBeInTheDocument());
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).toHaveBeenCalledWith(103);
  },
};

/** Likes used up: passing still works, liking does not (not by key either). */
export const LikesUsedUp: Story = {
  args: { likeDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Like Anna' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pass on Anna' }));
    await expect(args.onPass).toHaveBeenCalledWith(101);
  },
};

export const LastCard: Story = { args: { cards: swipeCards.slice(0, 1) } };

function Skeleton() {
  const { t } = useTranslation('likes');
  return <SwipeDeckSkeleton label={t('match_finder.loading')} />;
}

export const Loading: Story = {
  render: () => <Skeleton />,
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { cards: longSwipeCards },
};

/** Saving fails: the card that flew out comes back, so the member can try again. */
function FailingSave({ cards, onLike, onPass, ...args }: Args) {
  const [pending, setPending] = useState<number | null>(null);
  const attempt = (id: number, callback: (id: number) => void) => {
    callback(id);
    setPending(id);
    setTimeout(() => setPending(null), 100);
  };
  return <SwipeDeck {...args} cards={cards} pendingId={pending} onLike={(id) => attempt(id, onLike)} onPass={(id) => attempt(id, onPass)} />;
}

export const SavingFails: Story = {
  render: (args) => <FailingSave {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: /^Anna/ });
    await dragCard(card, 200);
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(card.parentElement).toHaveAttribute('data-swipe-state', 'leaving');
    await waitFor(() => expect(card.parentElement).toHaveAttribute('data-swipe-state', 'rest'));
    await expect(canvas.getByRole('button', { name: 'Like Anna' })).toBeEnabled();
  },
};
