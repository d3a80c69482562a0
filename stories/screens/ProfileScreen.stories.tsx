import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ProfileView } from '../../contract/members';
import { ProfileScreen } from '../../src/screens/ProfileScreen';
import {
  annaProfile,
  annaProfileLocked,
  annaProfileVisitor,
  blockedProfile,
  emptyProfile,
  fictionalProfile,
  fictionalWording,
  likedProfile,
  longFictionalWording,
  longProfile,
  longSearchResults,
  memberHref,
  ownProfile,
  profileHrefs,
  regions,
  similarMembers,
  suggestedMembers,
  useMemberMessages,
} from '../fixtures/members';

type Args = ComponentProps<typeof ProfileScreen>;

/** The container's part, in memory: likes and blocks are saved after a moment, then shown. */
function Interactive(args: Args) {
  const [profile, setProfile] = useState<ProfileView | null | undefined>(args.profile);
  const [pending, setPending] = useState<Args['pendingAction']>(null);
  const save = (action: NonNullable<Args['pendingAction']>, change: Partial<ProfileView>) => {
    setPending(action);
    setTimeout(() => {
      setProfile((current) => (current ? { ...current, ...change } : current));
      setPending(null);
    }, 150);
  };
  return (
    <ProfileScreen
      {...args}
      profile={profile}
      pendingAction={pending}
      onLike={() => {
        args.onLike();
        save('like', { liked: true });
      }}
      onUnlike={() => {
        args.onUnlike();
        save('unlike', { liked: false });
      }}
      onBlock={() => {
        args.onBlock();
        save('block', { blocked: true });
      }}
      onUnblock={() => {
        args.onUnblock();
        save('unblock', { blocked: false });
      }}
    />
  );
}

function WithError(args: Args) {
  const messages = useMemberMessages();
  return <ProfileScreen {...args} profile={null} error={messages.generic} />;
}

/** An action the server refused, as the container passes it: the generic SPEC §8 message. */
function WithActionError(args: Args) {
  const messages = useMemberMessages();
  return <ProfileScreen {...args} actionError={messages.generic} />;
}

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  args: {
    viewer: 'premium',
    profile: annaProfile,
    suggested: suggestedMembers,
    similar: similarMembers,
    regions,
    fictional: fictionalWording,
    loading: false,
    notFound: false,
    onRetry: fn(),
    pendingAction: null,
    onLike: fn(),
    onUnlike: fn(),
    onGift: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onRequireSignup: fn(),
    onGetPremium: fn(),
    messageHref: profileHrefs.messageHref,
    editHref: profileHrefs.editHref,
    premiumHref: profileHrefs.premiumHref,
    membersHref: profileHrefs.membersHref,
    memberHref,
    onLikeMember: fn(),
    onUnlikeMember: fn(),
    pendingLikeIds: [],
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A premium member: name, age and place, the SPEC §3 attributes as a definition list, interests, every photo
 * open in the lightbox, like and block with their states, suggested and similar members.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna, 29' })).toBeInTheDocument();
    await expect(canvas.getByText('Amsterdam, Noord-Holland, Netherlands')).toBeInTheDocument();
    const details = canvas.getByRole('region', { name: 'Details' });
    await expect(within(details).getByText('Hair colour').nextElementSibling).toHaveTextContent('Brown');
    await expect(within(details).getByText('Relationship status').nextElementSibling).toHaveTextContent('Single');
    await expect(canvas.getByRole('list', { name: 'Interests' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Private photo/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 4 of 4 of Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Anna' });
    await expect(within(dialog).getByText('4 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(canvas.getByRole('heading', { name: 'Suggested for you' })).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('list', { name: 'Similar members' })).getByRole('button', { name: 'Like Anna' }));
    await expect(args.onLikeMember).toHaveBeenCalledWith(601);
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true, profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the profile…')).toHaveAttribute('role', 'status');
  },
};

/** A sparse profile: no photo (initials), no text, no attributes, no interests, nobody suggested. */
export const Empty: Story = {
  args: { profile: emptyProfile, suggested: [], similar: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No profile text yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Interests' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Suggested for you' })).toBeNull();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Missing, deleted, or blocked either way (SPEC §6): a calm "not available" with the way back. */
export const NotFound: Story = {
  args: { notFound: true, profile: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This profile is not available' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/members');
  },
};

/** SPEC §6 visitor: the actions ask to sign up, and so do the photos they cannot see yet. */
export const Visitor: Story = {
  args: { viewer: 'visitor', profile: annaProfileVisitor },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a message' }));
    await expect(args.onRequireSignup).toHaveBeenLastCalledWith('message');
    await expect(canvas.getByText('Sign up for free to see 3 more photos.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for free' }));
    await expect(args.onRequireSignup).toHaveBeenLastCalledWith('photos');
    await expect(canvas.queryByRole('button', { name: 'Block' })).toBeNull();
  },
};

/** SPEC §2 free member: private photos arrive blurred, locked, with a premium badge and a call to get premium. */
export const FreeMemberLockedPhotos: Story = {
  args: { viewer: 'free', profile: annaProfileLocked },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Private photo 3 of 4: premium members only' }));
    await expect(args.onGetPremium).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('2 private photos: get premium to see all photos.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
  },
};

export const Liked: Story = { args: { profile: likedProfile } };

/** A like or a block failed: the reason under the actions, which stay usable. */
export const ActionError: Story = {
  args: { viewer: 'free', profile: annaProfileLocked },
  render: (args) => <WithActionError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledTimes(1);
  },
};

/** The viewer blocked this member: only "unblock" is left. */
export const Blocked: Story = {
  args: { viewer: 'free', profile: blockedProfile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Send a message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Send a message' })).toBeInTheDocument());
  },
};

/** Block asks first; once blocked, the member's profile offers only "unblock". */
export const BlockFlow: Story = {
  args: { viewer: 'free', profile: annaProfileLocked },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Unblock' })).toBeInTheDocument());
  },
};

/** SPEC §2 fictional profile: the site's icon and label as a badge, and its warning. */
export const Fictional: Story = {
  args: { profile: fictionalProfile },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(fictionalWording.label);
    await expect(note).toHaveTextContent(fictionalWording.warning);
  },
};

/** The own profile: an edit link instead of actions; pending photos marked; invisible mode noted. */
export const OwnProfile: Story = {
  args: { profile: ownProfile, suggested: [], similar: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
    await expect(canvas.getByText('Awaiting review')).toBeInTheDocument();
    await expect(canvas.getByText(/Invisible mode is on/)).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { viewer: 'free', profile: annaProfileLocked } };

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: {
    viewer: 'free',
    profile: { ...longProfile, fictional: true },
    fictional: longFictionalWording,
    suggested: longSearchResults.slice(0, 6),
    similar: longSearchResults.slice(4, 10),
  },
};

export const LongContentPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone' } },
  args: { viewer: 'free', profile: longProfile, suggested: longSearchResults.slice(0, 6) },
};
