import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../contract/constants';
import type { NotificationSettings } from '../../contract/notifications';
import { preferenceChange, settingsAfter } from '../../app/rules/notificationPreferences';
import { disabledNotificationsKind, notificationsDisabledAlertVisible } from '../../app/rules/notificationsDisabledAlertVisible';
import { pushAlertVisible, type PushAlertInput } from '../../app/rules/pushAlertVisible';
import {
  applicationServerKey,
  isPushReloadKey,
  pushCapable,
  pushSubscriptionState,
  refreshIntervalMs,
  sameApplicationServerKey,
} from '../../app/rules/pushState';
import { tabFocused } from '../../app/rules/tabFocus';

/** The client rules of web push and notification settings (issue 6; SPEC §3, §4, §9). */

describe('pushCapable', () => {
  const full = { serviceWorker: true, pushManager: true, notification: true, publicKey: 'BKey' };

  it('needs the three browser APIs and the server key', () => {
    expect(pushCapable(full)).toBe(true);
    expect(pushCapable({ ...full, serviceWorker: false })).toBe(false);
    expect(pushCapable({ ...full, pushManager: false })).toBe(false);
    expect(pushCapable({ ...full, notification: false })).toBe(false);
    expect(pushCapable({ ...full, publicKey: null })).toBe(false);
    expect(pushCapable({ ...full, publicKey: '' })).toBe(false);
  });
});

describe('pushSubscriptionState', () => {
  it('is denied whenever the browser refuses, whatever else is there', () => {
    expect(pushSubscriptionState({ permission: 'denied', subscribed: true, keyMatches: true })).toBe('denied');
    expect(pushSubscriptionState({ permission: 'denied', subscribed: false, keyMatches: false })).toBe('denied');
  });

  it('is active only with permission and a subscription made with the current key', () => {
    expect(pushSubscriptionState({ permission: 'granted', subscribed: true, keyMatches: true })).toBe('active');
    expect(pushSubscriptionState({ permission: 'granted', subscribed: true, keyMatches: false })).toBe('none');
    expect(pushSubscriptionState({ permission: 'granted', subscribed: false, keyMatches: false })).toBe('none');
    expect(pushSubscriptionState({ permission: 'default', subscribed: true, keyMatches: true })).toBe('none');
  });
});

describe('applicationServerKey', () => {
  // A real VAPID public key (65 bytes, an uncompressed P-256 point), as web-push generates them.
  const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

  it('decodes base64url to the 65 bytes of the point', () => {
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('compares a subscription key with the server key', () => {
    const same = applicationServerKey(key).buffer;
    expect(sameApplicationServerKey(same, key)).toBe(true);
    const other = new Uint8Array(applicationServerKey(key));
    other[64] = (other[64] ?? 0) ^ 1;
    expect(sameApplicationServerKey(other.buffer, key)).toBe(false);
    expect(sameApplicationServerKey(null, key)).toBe(false);
    expect(sameApplicationServerKey(new ArrayBuffer(3), key)).toBe(false);
  });
});

describe('isPushReloadKey (SPEC §4: a push reloads chats and likes)', () => {
  it('matches the chats, chat, likes and user answers, with or without a query', () => {
    for (const key of ['/api/chats.php', '/api/chat.php?id=4', '/api/likes.php', '/api/user.php']) expect(isPushReloadKey(key)).toBe(true);
  });

  it('leaves everything else alone', () => {
    for (const key of ['/api/settings.php', '/api/profile.php?id=4', '/api/chats.phpx', 'browser:push-state', 42, null, ['/api/chats.php']]) {
      expect(isPushReloadKey(key)).toBe(false);
    }
  });
});

describe('refreshIntervalMs (SPEC §9)', () => {
  it('refreshes every 60 s, every 300 s while push is subscribed', () => {
    expect(refreshIntervalMs('none')).toBe(60_000);
    expect(refreshIntervalMs('denied')).toBe(60_000);
    expect(refreshIntervalMs('active')).toBe(300_000);
  });
});

describe('pushAlertVisible (SPEC §4)', () => {
  const base: PushAlertInput = { loggedIn: true, capable: true, subscription: 'none', routeName: 'members', dismissedAt: null };

  it('shows to a member while push is offered', () => {
    expect(pushAlertVisible(base)).toBe(true);
    expect(pushAlertVisible({ ...base, subscription: 'denied' })).toBe(true);
    expect(pushAlertVisible({ ...base, routeName: null })).toBe(true);
  });

  it('hides when push is active, not possible, for visitors, and after a dismissal', () => {
    expect(pushAlertVisible({ ...base, subscription: 'active' })).toBe(false);
    expect(pushAlertVisible({ ...base, capable: false })).toBe(false);
    expect(pushAlertVisible({ ...base, loggedIn: false })).toBe(false);
    expect(pushAlertVisible({ ...base, dismissedAt: 1_700_000_000 })).toBe(false);
  });

  it.each(['signup', 'members-id-signup', 'notifications', 'activate-done', 'directdebit', 'premium'])('hides on %s', (routeName) => {
    expect(pushAlertVisible({ ...base, routeName })).toBe(false);
  });

  it.each(['index', 'members-id', 'chats', 'likes', 'settings', 'profile', 'credits'])('shows on %s', (routeName) => {
    expect(pushAlertVisible({ ...base, routeName })).toBe(true);
  });
});

describe('notificationsDisabledAlertVisible (SPEC §4)', () => {
  const user = { notifications_disabled: ['like' as const] };

  it('shows when the member disabled types, until dismissed', () => {
    expect(notificationsDisabledAlertVisible({ user, routeName: 'members', dismissedAt: null })).toBe(true);
    expect(notificationsDisabledAlertVisible({ user, routeName: 'members', dismissedAt: 1_700_000_000 })).toBe(false);
  });

  it('hides with nothing disabled and for visitors', () => {
    expect(notificationsDisabledAlertVisible({ user: { notifications_disabled: [] }, routeName: 'members', dismissedAt: null })).toBe(false);
    expect(notificationsDisabledAlertVisible({ user: null, routeName: 'members', dismissedAt: null })).toBe(false);
  });

  it('hides on settings and notifications only', () => {
    expect(notificationsDisabledAlertVisible({ user, routeName: 'settings', dismissedAt: null })).toBe(false);
    expect(notificationsDisabledAlertVisible({ user, routeName: 'notifications', dismissedAt: null })).toBe(false);
    expect(notificationsDisabledAlertVisible({ user, routeName: 'profile', dismissedAt: null })).toBe(true);
  });

  it('stays away when only promotional mails, newsletters, tips or reminders are off', () => {
    const promotional = { notifications_disabled: ['promotions' as const, 'weekly_updates' as const, 'news' as const, 'reminders' as const, 'unread_message_reminders' as const] };
    expect(notificationsDisabledAlertVisible({ user: promotional, routeName: 'members', dismissedAt: null })).toBe(false);
    expect(notificationsDisabledAlertVisible({ user: { notifications_disabled: ['promotions'] }, routeName: 'members', dismissedAt: null })).toBe(false);
    expect(notificationsDisabledAlertVisible({ user: { notifications_disabled: ['promotions', 'new_messages'] }, routeName: 'members', dismissedAt: null })).toBe(true);
  });
});

describe('disabledNotificationsKind', () => {
  it('names message notifications when new messages or new conversations are off', () => {
    expect(disabledNotificationsKind(['new_messages'])).toBe('messages');
    expect(disabledNotificationsKind(['new_conversations', 'news'])).toBe('messages');
  });

  it('names like and match notifications when likes are off', () => {
    expect(disabledNotificationsKind(['like', 'promotions'])).toBe('likes');
  });

  it('names both when both are off', () => {
    expect(disabledNotificationsKind(['like', 'new_messages'])).toBe('messages_and_likes');
  });

  it('is null for promotional types alone, and for nothing', () => {
    expect(disabledNotificationsKind(['promotions', 'weekly_updates', 'news', 'reminders', 'unread_message_reminders'])).toBeNull();
    expect(disabledNotificationsKind([])).toBeNull();
  });
});

describe('notification settings changes', () => {
  const settings: NotificationSettings = {
    preferences: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, { email: true, push: type === 'like' }])) as NotificationSettings['preferences'],
    all_disabled: false,
    notifications_disabled: [],
    email_blocked: 'list_unsubscribe',
    push_devices: 1,
  };

  it('sends one switch as a partial update', () => {
    expect(preferenceChange('like', 'push', false)).toEqual({ preferences: { like: { push: false } } });
  });

  it('shows a switch and its effect on notifications_disabled before the answer', () => {
    const after = settingsAfter(settings, preferenceChange('news', 'email', false));
    expect(after.preferences.news).toEqual({ email: false, push: false });
    expect(after.notifications_disabled).toEqual(['news']);
    expect(after.preferences.like).toEqual(settings.preferences.like);
    // The input is not changed.
    expect(settings.preferences.news.email).toBe(true);
  });

  it('pauses everything and clears a mail block on resume', () => {
    expect(settingsAfter(settings, { all_disabled: true }).notifications_disabled).toEqual([...NOTIFICATION_TYPES]);
    expect(settingsAfter(settings, { resume_email: true }).email_blocked).toBeNull();
    expect(settingsAfter(settings, {}).email_blocked).toBe('list_unsubscribe');
  });
});

describe('tabFocused', () => {
  it('is focused only when visible and focused', () => {
    expect(tabFocused({ visibilityState: 'visible', hasFocus: () => true })).toBe(true);
    expect(tabFocused({ visibilityState: 'visible', hasFocus: () => false })).toBe(false);
    expect(tabFocused({ visibilityState: 'hidden', hasFocus: () => true })).toBe(false);
  });
});
