import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupMatchesScreen } from '../../src/screens/SignupMatchesScreen';
import { longSignupMatches, signupMatches } from '../fixtures/accounts';
import { siteSettings } from '../fixtures/site';

type MatchesArgs = ComponentProps<typeof SignupMatchesScreen>;

/** The container's part: a like is saved (pending), then shown as liked. */
function Interactive({ matches: initial, onLike, onUnlike, ...args }: MatchesArgs) {
  const [matches, setMatches] = useState(initial);
  const toggle = (id: number, liked: boolean) =>
    setMatches((current) => current.map((match) => (match.id === id ? { ...match, liked } : match)));
  return (
    <SignupMatchesScreen
      {...args}
      matches={matches}
      onLike={(id) => {
        onLike(id);
        toggle(id, true);
      }}
      onUnlike={(id) => {
        onUnlike?.(id);
        toggle(id, false);
      }}
    />
  );
}

function WithError(args: MatchesArgs) {
  const { t } = useTranslation('errors');
  return <SignupMatchesScreen {...args} matches={[]} error={t('generic')} />;
}

const meta = {
  title: 'Screens/SignupMatchesScreen',
  component: SignupMatchesScreen,
  args: {
    matches: signupMatches,
    onLike: fn(),
    onUnlike: fn(),
    onRetry: fn(),
    pendingIds: [],
    continueHref: '/members',
    loading: false,
    brand: <SiteBrand siteName={siteSettings.name} homeHref="/" />,
  },
  argTypes: { brand: { control: false } },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof SignupMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Like a member (a toggle button, pressed once liked) and unlike again; the count of likes is announced. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members who match you' })).toBeInTheDocument();
    const like = canvas.getByRole('button', { name: 'Like Anna' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(101);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('You liked 3 members');
    await userEvent.click(canvas.getByRole('button', { name: 'Like Mark de Vries' }));
    await expect(args.onUnlike).toHaveBeenCalledWith(102);
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/members');
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading members who match you')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: /Like/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/still looking for members who match you/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A like being saved shows a spinner on its button. */
export const Pending: Story = {
  args: { pendingIds: [101] },
  render: (args) => <SignupMatchesScreen {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop' } },
  args: { matches: longSignupMatches },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** Nobody matched in the member's region: the search was widened to their country, and the heading says so. */
export const WidenedToCountry: Story = {
  args: { scope: 'country', placeName: 'Netherlands' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Members in Netherlands who match you' })).toBeInTheDocument();
  },
};

/** Nobody in the member's country either: members from the whole site. */
export const WidenedToSite: Story = {
  args: { scope: 'site' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Members who match you, from every region' })).toBeInTheDocument();
  },
};

/** The signup's first message, sent to the member signup started from: where it went, and the way to that chat. */
export const FirstMessageSent: Story = {
  args: {
    scope: 'region',
    placeName: 'Utrecht',
    firstMessage: { status: 'sent', text: 'Hi Anna, your hiking photos made me smile!', toName: 'Anna', chatHref: '/chats/7' },
    onSendFirstMessage: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members in Utrecht who match you' })).toBeInTheDocument();
    await expect(canvas.getByText('Your first message was sent to Anna.')).toBeInTheDocument();
    await expect(canvas.getByText('Hi Anna, your hiking photos made me smile!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chats/7');
    await expect(canvas.queryByRole('button', { name: /Send my message to/ })).toBeNull();
  },
};

/** A first message without a target: kept as a draft, with its cost shown once, and sent from a match's card. */
export const FirstMessageDraft: Story = {
  args: {
    firstMessage: { status: 'draft', text: 'Fancy a coffee this weekend?', cost: 2, target: null },
    onSendFirstMessage: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const draft = canvas.getByRole('region', { name: 'Your first message' });
    await expect(within(draft).getByText('Fancy a coffee this weekend?')).toBeInTheDocument();
    await expect(within(draft).getByText(/Sending it costs 2 credits\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send my message to Anna' }));
    await expect(args.onSendFirstMessage).toHaveBeenCalledWith(101);
  },
};

/** The send to the member signup started from was refused (not enough credits): still offered, with the reason. */
export const FirstMessageDraftWithTarget: Story = {
  args: {
    firstMessage: { status: 'draft', text: 'Hello Mark!', cost: 4, target: { id: 102, name: 'Mark de Vries' } },
    firstMessageError: "You don't have enough credits to send this message.",
    onSendFirstMessage: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("You don't have enough credits to send this message.");
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Mark de Vries' }));
    await expect(args.onSendFirstMessage).toHaveBeenCalledWith(102);
  },
};

/** While the first message is on its way, no second send can start. */
export const FirstMessageSending: Story = {
  args: {
    firstMessage: { status: 'draft', text: 'Fancy a coffee this weekend?', cost: 1, target: null },
    onSendFirstMessage: fn(),
    firstMessageSendingTo: 101,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send my message to Mark de Vries' })).toBeDisabled();
  },
};
