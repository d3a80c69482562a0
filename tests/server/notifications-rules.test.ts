import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../contract/constants';
import {
  defaultPreferences,
  deliveryPlan,
  disabledTypes,
  emailBlockOf,
  isAllowedPushEndpoint,
  preferencesFrom,
  pushTopic,
  signUnsubscribeToken,
  unsubscribeTokenUser,
  updatedPreferences,
  verifyUnsubscribeToken,
  type DeliveryInput,
} from '../../server/notifications/rules';

/** The pure rules of server/notifications/rules.ts (issue 6; SPEC §3, §4, §8; SEC-23). */

describe('preferences', () => {
  it('defaults every type to email, push for what other members do, and nothing disabled', () => {
    const preferences = defaultPreferences();
    expect(Object.keys(preferences).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(NOTIFICATION_TYPES.every((type) => preferences[type].email)).toBe(true);
    expect(NOTIFICATION_TYPES.filter((type) => preferences[type].push).sort()).toEqual(['like', 'new_conversations', 'new_messages', 'unread_message_reminders']);
    expect(disabledTypes(preferences, false)).toEqual([]);
    // Each call is a fresh object: changing one never changes the defaults.
    preferences.like.email = false;
    expect(defaultPreferences().like.email).toBe(true);
  });

  it('reads stored rows over the defaults and ignores unknown types', () => {
    const preferences = preferencesFrom([
      { type: 'like', email: 0, push: 0 },
      { type: 'promotions', email: 0, push: 1 },
      { type: 'unknown' as never, email: 1, push: 1 },
    ]);
    expect(preferences.like).toEqual({ email: false, push: false });
    expect(preferences.promotions).toEqual({ email: false, push: true });
    expect(preferences.news).toEqual({ email: true, push: false });
    expect(Object.keys(preferences)).toHaveLength(NOTIFICATION_TYPES.length);
  });

  it('updates only the channels given', () => {
    const next = updatedPreferences(defaultPreferences(), { like: { push: false }, news: { email: false, push: true } });
    expect(next.like).toEqual({ email: true, push: false });
    expect(next.news).toEqual({ email: false, push: true });
    expect(next.new_messages).toEqual({ email: true, push: true });
    expect(updatedPreferences(defaultPreferences(), undefined)).toEqual(defaultPreferences());
  });

  it('counts a type as disabled when neither channel is on, and every type while paused', () => {
    const preferences = updatedPreferences(defaultPreferences(), { like: { email: false, push: false }, news: { email: false } });
    expect(disabledTypes(preferences, false)).toEqual(['like', 'news']);
    expect(disabledTypes(preferences, true)).toEqual([...NOTIFICATION_TYPES]);
  });
});

describe('emailBlockOf', () => {
  it('applies a block only to the address it was recorded for', () => {
    const settings = { email_blocked_reason: 'bounce' as const, email_blocked_address: 'ann@example.com' };
    expect(emailBlockOf(settings, 'ann@example.com')).toBe('bounce');
    expect(emailBlockOf(settings, 'ann.new@example.com')).toBeNull();
    expect(emailBlockOf({ email_blocked_reason: null, email_blocked_address: null }, 'ann@example.com')).toBeNull();
    expect(emailBlockOf(undefined, 'ann@example.com')).toBeNull();
  });
});

describe('deliveryPlan', () => {
  const base: DeliveryInput = {
    type: 'new_messages',
    preferences: defaultPreferences(),
    allDisabled: false,
    emailBlocked: null,
    emailConfirmed: true,
    focused: false,
    pushDevices: 2,
  };

  it('sends by both channels by default', () => {
    expect(deliveryPlan(base)).toEqual({ email: true, push: true });
  });

  it('sends nothing while paused', () => {
    expect(deliveryPlan({ ...base, allDisabled: true })).toEqual({ email: false, push: false });
  });

  it('skips push for a focused tab, without devices, or when the type has push off', () => {
    expect(deliveryPlan({ ...base, focused: true })).toEqual({ email: true, push: false });
    expect(deliveryPlan({ ...base, pushDevices: 0 }).push).toBe(false);
    expect(deliveryPlan({ ...base, type: 'promotions' }).push).toBe(false);
  });

  it('skips mail when blocked, unconfirmed, or the type has email off', () => {
    expect(deliveryPlan({ ...base, emailBlocked: 'fbl' }).email).toBe(false);
    expect(deliveryPlan({ ...base, emailConfirmed: false }).email).toBe(false);
    const off = updatedPreferences(defaultPreferences(), { new_messages: { email: false } });
    expect(deliveryPlan({ ...base, preferences: off })).toEqual({ email: false, push: true });
  });
});

describe('isAllowedPushEndpoint (SEC-23)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://android.googleapis.com/gcm/send/abc',
  ])('allows the browser push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
    'https://evil.example/fcm.googleapis.com',
    'https://fcm.googleapis.com.evil.example/x',
    'https://notfcm.googleapis.com.example/x',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://169.254.169.254/latest/meta-data',
    'https://user:secret@fcm.googleapis.com/x',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(false);
  });

  it('allows an extra host only with exactly its port (a test push service)', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/x', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8444/push/x', ['127.0.0.1:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8443/push/x', ['127.0.0.1:8443'])).toBe(false);
  });
});

describe('pushTopic', () => {
  it('is base64url and at most 32 characters', () => {
    expect(pushTopic('chat', 42)).toBe('chat-42');
    expect(pushTopic('a very long kind name that goes on', 123456789)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});

describe('one-click unsubscribe tokens', () => {
  const key = 'test-key-0123456789';

  it('verifies for the member and address it was signed for', () => {
    const token = signUnsubscribeToken(key, 42, 'ann@example.com');
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokenUser(token)).toBe(42);
    expect(verifyUnsubscribeToken(key, token, 42, 'ann@example.com')).toBe(true);
  });

  it('refuses another member, another address, another key, and tampering', () => {
    const token = signUnsubscribeToken(key, 42, 'ann@example.com');
    const mac = token.split('.')[1] ?? '';
    expect(verifyUnsubscribeToken(key, token, 43, 'ann@example.com')).toBe(false);
    expect(verifyUnsubscribeToken(key, `43.${mac}`, 43, 'ann@example.com')).toBe(false);
    expect(verifyUnsubscribeToken(key, token, 42, 'other@example.com')).toBe(false);
    expect(verifyUnsubscribeToken('another-key', token, 42, 'ann@example.com')).toBe(false);
    const flipped = `42.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(verifyUnsubscribeToken(key, flipped, 42, 'ann@example.com')).toBe(false);
    expect(verifyUnsubscribeToken(key, '42.short', 42, 'ann@example.com')).toBe(false);
  });

  it('reads no user from malformed tokens', () => {
    for (const token of ['', '42', '0.abc', '-1.x', '42.' + 'A'.repeat(42), `042.${'A'.repeat(43)}`]) expect(unsubscribeTokenUser(token)).toBeNull();
  });
});
