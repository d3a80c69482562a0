import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TYPES } from '../../contract/constants';
import { NotificationSettingsScreen, type NotificationPreferences, type PreferenceKey } from '../../src/screens/NotificationSettingsScreen';
import { chatHrefs, defaultPreferences, someDisabledPreferences, useChatMessages } from '../fixtures/chat';
import { withStayingLinks } from '../fixtures/credits';

type Args = ComponentProps<typeof NotificationSettingsScreen>;

/** The container's part: each switch is saved after a moment (or fails, and goes back), then "Saved" is announced. */
function Interactive({ failSave = false, ...args }: Args & { failSave?: boolean }) {
  const messages = useChatMessages();
  const [preferences, setPreferences] = useState<NotificationPreferences>(args.preferences);
  const [allDisabled, setAllDisabled] = useState(args.allDisabled);
  const [pending, setPending] = useState<readonly PreferenceKey[]>([]);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();
  const save = (key: PreferenceKey, apply: () => void) => {
    setPending((current) => [...current, key]);
    setSaved(false);
    setTimeout(() => {
      setPending((current) => current.filter((item) => item !== key));
      if (failSave) {
        setSaveError(messages.generic);
        return;
      }
      apply();
      setSaved(true);
    }, 120);
  };
  return (
    <NotificationSettingsScreen
      {...args}
      preferences={preferences}
      allDisabled={allDisabled}
      pending={pending}
      saved={saved}
      saveError={saveError}
      onDismissSaveError={() => setSaveError(undefined)}
      onChange={(type, channel, enabled) => {
        args.onChange(type, channel, enabled);
        save(`${type}.${channel}`, () => setPreferences((current) => ({ ...current, [type]: { ...current[type], [channel]: enabled } })));
      }}
      onAllDisabledChange={(disabled) => {
        args.onAllDisabledChange(disabled);
        save('all', () => setAllDisabled(disabled));
      }}
    />
  );
}

function WithError(args: Args) {
  return <NotificationSettingsScreen {...args} error={useChatMessages().generic} />;
}

const meta = {
  title: 'Screens/NotificationSettingsScreen',
  component: NotificationSettingsScreen,
  decorators: [withStayingLinks],
  args: {
    preferences: defaultPreferences,
    onChange: fn(),
    allDisabled: false,
    onAllDisabledChange: fn(),
    emailBlocked: null,
    onResumeEmail: fn(),
    accountHref: chatHrefs.account,
    pushCapable: true,
    pushSubscription: 'active',
    onEnablePush: fn(),
    loading: false,
    onRetry: fn(),
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof NotificationSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The eight SPEC §3 types, each with an email and a push switch that saves at once ("Saved" is announced); the
 * master switch pauses them all.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(NOTIFICATION_TYPES.length);
    const messages = canvas.getByRole('group', { name: 'New messages' });
    const push = within(messages).getByRole('switch', { name: 'Push' });
    await expect(push).toBeChecked();
    await userEvent.click(push);
    await expect(args.onChange).toHaveBeenCalledWith('new_messages', 'push', false);
    await waitFor(() => expect(push).not.toBeChecked());
    await expect(canvas.getByText('Saved')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: /Pause all notifications/ }));
    await expect(args.onAllDisabledChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(within(messages).getByRole('switch', { name: 'Email' })).toBeDisabled());
  },
};

export const Default: Story = {};

/** Everything paused (SPEC §3 notifications_disabled): the type switches show off and wait. */
export const AllPaused: Story = {
  args: { allDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /Pause all notifications/ })).toBeChecked();
    for (const toggle of canvas.getAllByRole('switch').slice(1)) await expect(toggle).toBeDisabled();
  },
};

export const SomeTurnedOff: Story = { args: { preferences: someDisabledPreferences } };

/** SPEC §8: emails stopped after a spam mark; the member can turn them back on. */
export const EmailStoppedSpamMark: Story = {
  args: { emailBlocked: 'fbl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/was marked as spam/)).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'New messages' })).getByRole('switch', { name: 'Email' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send me emails again' }));
    await expect(args.onResumeEmail).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §8: emails bounced; the member checks the address. */
export const EmailStoppedBounce: Story = {
  args: { emailBlocked: 'bounce' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not be delivered/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Check my email address' })).toHaveAttribute('href', '/settings');
  },
};

/** SPEC §8: the member used the List-Unsubscribe link. */
export const EmailStoppedUnsubscribed: Story = {
  args: { emailBlocked: 'list_unsubscribe' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You unsubscribed with the link/)).toBeInTheDocument();
  },
};

/** Push not turned on in this browser: the push switches wait, with the enable button. */
export const PushNotSubscribed: Story = {
  args: { pushSubscription: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: 'New messages' })).getByRole('switch', { name: 'Push' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on notifications' }));
    await expect(args.onEnablePush).toHaveBeenCalledTimes(1);
  },
};

export const PushDenied: Story = { args: { pushSubscription: 'denied' } };

export const PushUnsupported: Story = { args: { pushCapable: false, pushSubscription: 'none' } };

/** Saving failed: the generic SPEC §8 message and the switch stays where it was. */
export const SaveFailed: Story = {
  render: (args) => <Interactive {...args} failSave />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const push = within(canvas.getByRole('group', { name: 'Likes and matches' })).getByRole('switch', { name: 'Push' });
    await userEvent.click(push);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(push).toBeChecked();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your notification settings…')).toHaveAttribute('role', 'status');
  },
};

/** Nothing turned on yet. */
export const Empty: Story = {
  args: {
    preferences: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { email: false, push: false }])) as NotificationPreferences,
  },
};

export const Error: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const LongContent: Story = {
  globals: { locale: 'fi', viewport: { value: 'phone' } },
  args: { emailBlocked: 'list_unsubscribe', pushSubscription: 'denied' },
};
