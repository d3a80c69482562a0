import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { SwipeCard, type SwipeDirection } from '../../src/components/SwipeCard';
import { dragCard } from '../fixtures/swipe';

const Frame = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
`;

const Face = styled.div`
  display: grid;
  place-items: center;
  width: 16rem;
  height: 20rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

type Args = ComponentProps<typeof SwipeCard>;

/** The parent's part: a swipe flies the card out, and it comes back once it is out, as a new card would. */
function Interactive(args: Args) {
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  return (
    <SwipeCard
      {...args}
      leaving={leaving}
      onSwipe={(direction) => {
        args.onSwipe(direction);
        setLeaving(direction);
      }}
      onLeft={() => {
        args.onLeft?.();
        setLeaving(null);
      }}
    />
  );
}

const meta = {
  title: 'Components/SwipeCard',
  component: SwipeCard,
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: { children: <Face>Drag me</Face>, onSwipe: fn(), onLeft: fn(), likeHint: 'Like', passHint: 'Pass', likeDisabled: false, disabled: false },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof SwipeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag right past the threshold: a like, the card flies out; a short drag springs back; drag left: a pass. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const face = canvas.getByText('Drag me');
    await dragCard(face, 30, { onMoved: () => expect(canvas.getByText('Like')).toBeVisible() });
    await expect(args.onSwipe).not.toHaveBeenCalled();
    await dragCard(face, 200);
    await expect(args.onSwipe).toHaveBeenCalledWith('like');
    await waitFor(() => expect(args.onLeft).toHaveBeenCalledTimes(1));
    await dragCard(face, -200, { pointerType: 'touch', onMoved: () => expect(canvas.getByText('Pass')).toBeVisible() });
    await expect(args.onSwipe).toHaveBeenLastCalledWith('pass');
  },
};

/** Liking is off (today's likes used up): a drag to the right shows no hint and springs back. */
export const LikeDisabled: Story = {
  args: { likeDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await dragCard(canvas.getByText('Drag me'), 200, { onMoved: () => expect(canvas.queryByText('Like')).toBeNull() });
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};

/** While a choice is saved the card does not move. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await dragCard(canvas.getByText('Drag me'), 200);
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
};
