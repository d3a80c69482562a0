import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OperatorConversationScreen } from '../../../src/screens/OperatorConversationScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { withStayingLinks } from '../../fixtures/credits';
import { longOperatorMessages, minutesAgo, operatorConversationArgs, useStaffBMessages } from '../../fixtures/staffB';

type Args = ComponentProps<typeof OperatorConversationScreen>;

/** Keeps the draft as the container does. */
function WithDraft(args: Args) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <OperatorConversationScreen
      {...args}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        args.onDraftChange(value);
      }}
    />
  );
}

function WithMessages({ build, ...args }: Args & { build: (m: ReturnType<typeof useStaffBMessages>) => Partial<Args> }) {
  return <OperatorConversationScreen {...args} {...build(useStaffBMessages())} />;
}

const meta = {
  title: 'Back office/OperatorConversationScreen',
  component: OperatorConversationScreen,
  decorators: [withStayingLinks],
  args: {
    ...operatorConversationArgs,
    onClaim: fn(),
    onRelease: fn(),
    onDraftChange: fn(),
    onSend: fn(),
    onRetry: fn(),
    onDismissSendError: fn(),
  },
  render: (args) => <WithDraft {...args} />,
} satisfies Meta<typeof OperatorConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member, the history and the fictional profile; answer as the profile; the claim's time left and release. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maria and Mark de Vries' })).toBeInTheDocument();
    await expect(canvas.getByText(/8 minutes left/)).toBeInTheDocument();
    const profilePane = within(canvas.getByRole('region', { name: 'You answer as' }));
    await expect(profilePane.getByRole('note')).toHaveTextContent(operatorConversationArgs.fictional.warning);
    const log = within(canvas.getByRole('log'));
    await expect(log.getByText('Are you still there? I would love to tell you about my trip.')).toBeInTheDocument();

    const field = canvas.getByRole('textbox', { name: /Answer as Maria/ });
    await userEvent.type(field, 'Welcome back! Tell me everything.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Welcome back! Tell me everything.');
    await userEvent.click(canvas.getByRole('button', { name: 'Release' }));
    await expect(args.onRelease).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: /Photo 2 of 2 of Mark de Vries/ }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await overlaysClosed();
  },
};

/** Another operator took the conversation: nothing can be sent. */
export const ClaimLost: Story = {
  args: { claimLost: true, claimTakenBy: 'Operator Olivia', draft: 'Half-written answer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Operator Olivia has taken over this conversation. Your answer was not sent.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Answer as Maria/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getAllByRole('link', { name: 'Back to the inbox' })[0]).toHaveAttribute('href', '/staff/operators');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The claim lapsed (or was released): claim again to answer. */
export const NotClaimed: Story = {
  args: { claim: { until: minutesAgo(1) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Claim the conversation to answer it.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim conversation' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { draft: 'On its way', sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SendFailed: Story = {
  args: { draft: 'Try again later' },
  render: (args) => <WithMessages {...args} build={(m) => ({ sendError: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissSendError).toHaveBeenCalled();
  },
};

export const OlderMessages: Story = { args: { hasOlder: true, onLoadOlder: fn() } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithMessages {...args} member={null} build={(m) => ({ error: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: {
    messages: longOperatorMessages,
    member: { ...operatorConversationArgs.member, name: 'Maximiliane-Charlotte von Hohenzollern-Sigmaringen', text: longOperatorMessages[5]!.text ?? null },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
