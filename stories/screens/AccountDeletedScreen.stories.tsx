import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDeletedScreen } from '../../src/screens/AccountDeletedScreen';
import { accountEmail, accountHrefs, longAccountEmail, useAccountMessages } from '../fixtures/accounts';

type DeletedArgs = ComponentProps<typeof AccountDeletedScreen>;

/** The container's part: the new-link request goes out, then reports sent. */
function Interactive({ onRequestMail, ...args }: DeletedArgs) {
  const [requestState, setRequestState] = useState<DeletedArgs['requestState']>('idle');
  return (
    <AccountDeletedScreen
      {...args}
      requestState={requestState}
      onRequestMail={(email) => {
        onRequestMail(email);
        setRequestState('sending');
        setTimeout(() => setRequestState('sent'), 200);
      }}
    />
  );
}

function WithErrors(args: DeletedArgs) {
  const messages = useAccountMessages();
  return <AccountDeletedScreen {...args} requestError={messages.rateLimitedMinutes} emailError={messages.emailInvalid} />;
}

const meta = {
  title: 'Screens/AccountDeletedScreen',
  component: AccountDeletedScreen,
  args: {
    state: 'deleted',
    onRequestMail: fn(),
    requestState: 'idle',
    membersHref: accountHrefs.membersHref,
    homeHref: accountHrefs.homeHref,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['deleted', 'reactivating', 'reactivated', 'invalid'] },
    requestState: { control: 'inline-radio', options: ['idle', 'sending', 'sent'] },
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof AccountDeletedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4/§9: the 14-day window explained, and a new reactivation link on request. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    await expect(canvas.getByText('During the next 14 days')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Email address/), `${accountEmail} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }));
    await expect(args.onRequestMail).toHaveBeenCalledWith(accountEmail);
    await waitFor(() => expect(canvas.getByText(accountEmail)).toBeInTheDocument());
  },
};

export const Default: Story = {};

/** A mailed `?token=` link is being used. */
export const Loading: Story = {
  args: { state: 'reactivating' },
  play: async ({ canvasElement }) => {
    // The spinner appears once the load has lasted SPEC §7's 200 ms.
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Reactivating your account…');
  },
};

export const Reactivated: Story = {
  args: { state: 'reactivated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to members' })).toHaveAttribute('href', accountHrefs.membersHref);
  },
};

/** The minimal state: the explanation and the request form, nothing sent yet. */
export const Empty: Story = { args: { defaultEmail: '' } };

/** An expired or used link, with the form for a new one. */
export const Error: Story = {
  args: { state: 'invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link has expired or is invalid' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  },
};

export const RequestRefused: Story = {
  args: { defaultEmail: 'sophie@' },
  render: (args) => <WithErrors {...args} />,
};

export const RequestSending: Story = {
  args: { defaultEmail: accountEmail, requestState: 'sending' },
  render: (args) => <AccountDeletedScreen {...args} />,
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { defaultEmail: longAccountEmail },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
