import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LikeProfile } from '../../contract/likes';
import { LikesScreen, type LikesTab } from '../../src/screens/LikesScreen';
import {
  likedBy,
  likedByUnordered,
  likesTabHref,
  longLikes,
  manyNewLikes,
  memberChatHref,
  myLikes,
  chatHrefs,
  profileHref,
  useChatMessages,
} from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';
import { fictionalWording } from '../fixtures/members';

type Args = ComponentProps<typeof LikesScreen>;

/** The container's part, in memory: the tabs route, a like back is saved after a moment and becomes a match. */
function Interactive(args: Args) {
  const [tab, setTab] = useState<LikesTab>(args.tab);
  const [received, setReceived] = useState<readonly LikeProfile[]>(args.likedBy);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <LikesScreen
      {...args}
      tab={tab}
      likedBy={received}
      pendingIds={pending}
      onTabClick={(next, event) => {
        // As the app's router does: no page load, the tab's route renders.
        event.preventDefault();
        args.onTabClick?.(next, event);
        setTab(next);
      }}
      onLikeBack={(id) => {
        args.onLikeBack(id);
        setPending((current) => [...current, id]);
        setTimeout(() => {
          setReceived((current) => current.map((like) => (like.id === id ? { ...like, match: true } : like)));
          setPending((current) => current.filter((item) => item !== id));
        }, 150);
      }}
    />
  );
}

function WithError(args: Args) {
  return <LikesScreen {...args} likedBy={[]} mine={[]} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Screens/LikesScreen',
  component: LikesScreen,
  decorators: [withStayingLinks],
  args: {
    tab: 'liked_by',
    tabHref: likesTabHref,
    onTabClick: fn(),
    likedBy,
    mine: myLikes,
    loading: false,
    onRetry: fn(),
    profileHref,
    chatHref: memberChatHref,
    onLikeBack: fn(),
    pendingIds: [],
    membersHref: chatHrefs.members,
    swipeGameHref: chatHrefs.swipeGame,
    fictional: fictionalWording,
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof LikesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Likes me": new likes first, marked "New", with the count on the tab; a like back makes a match and offers the
 * chat; "My likes" is the other tab (a routed link).
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    const tabs = canvas.getByRole('navigation', { name: 'Likes' });
    await expect(within(tabs).getByRole('link', { name: /Likes me/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByText('3 new likes')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Likes me' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('[data-like-new]') !== null)).toEqual([true, true, true, false, false, false]);
    await expect(within(items[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    await expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Anna, 29' })).toHaveAttribute('href', '/likes/m/101');
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Like back' }));
    await expect(args.onLikeBack).toHaveBeenCalledWith(101);
    await expect(await within(items[0] as HTMLElement).findByRole('link', { name: 'Message' })).toHaveAttribute('href', '/members/101/chat');
    await userEvent.click(within(tabs).getByRole('link', { name: 'My likes' }));
    await expect(args.onTabClick).toHaveBeenCalledWith('mine', expect.anything());
    await expect(canvas.getByRole('list', { name: 'My likes' })).toBeInTheDocument();
  },
};

export const Default: Story = {};

/** SPEC §4: received likes new first, even when the app's list arrived in another order. */
export const NewFirst: Story = {
  args: { likedBy: likedByUnordered },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Likes me' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('[data-like-new]') !== null)).toEqual([true, true, true, false, false]);
  },
};

export const MyLikes: Story = {
  args: { tab: 'mine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'My likes' });
    await expect(within(list).getAllByText('Match')).toHaveLength(2);
    await expect(within(list).queryByText('New')).toBeNull();
    await expect(within(list).queryByRole('button', { name: 'Like back' })).toBeNull();
  },
};

/** More new likes than the badge shows: 99+. */
export const ManyNewLikes: Story = {
  args: { newLikes: manyNewLikes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, likedBy: [], mine: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading likes…')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { likedBy: [], mine: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No likes yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Play the swipe game' })).toHaveAttribute('href', '/swipe-game');
  },
};

export const EmptyMine: Story = {
  args: { tab: 'mine', mine: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: "You haven't liked anyone yet" })).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your likes');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { likedBy: longLikes, mine: longLikes },
};

export const LongContentPhone: Story = {
  globals: { locale: 'pl', viewport: { value: 'phone' } },
  args: { likedBy: longLikes },
};
