import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { roleNeedsTotp, STAFF_ROLES } from '../../contract/staff';
import { changeEndsSessions, selfChangeError, staffSitesError } from '../../server/staff/rules';
import { SecretBox } from '../../server/staff/secret-box';
import { isFreshTotpStep, newTotpSecret, totpStepOf } from '../../server/staff/totp';

describe('roleNeedsTotp', () => {
  it('requires TOTP for admin and moderator only', () => {
    expect(STAFF_ROLES.filter(roleNeedsTotp)).toEqual(['admin', 'moderator']);
  });
});

describe('staffSitesError', () => {
  it('wants at least one site for a partner', () => {
    expect(staffSitesError('partner', [])).toEqual({ code: 'staff_sites_required' });
    expect(staffSitesError('partner', [1])).toBeNull();
  });
  it('links no other role to sites', () => {
    expect(staffSitesError('moderator', [1])).toEqual({ code: 'staff_sites_partner_only' });
    expect(staffSitesError('admin', [])).toBeNull();
  });
});

describe('selfChangeError', () => {
  it('refuses disabling oneself or changing one\'s own role', () => {
    expect(selfChangeError(1, 1, { status: 'disabled' }, { role: 'admin' })).toEqual({ code: 'staff_self_change' });
    expect(selfChangeError(1, 1, { role: 'operator' }, { role: 'admin' })).toEqual({ code: 'staff_self_change' });
  });
  it('allows harmless self changes and any change to others', () => {
    expect(selfChangeError(1, 1, { role: 'admin', status: 'active' }, { role: 'admin' })).toBeNull();
    expect(selfChangeError(1, 2, { status: 'disabled', role: 'operator' }, { role: 'admin' })).toBeNull();
  });
});

describe('changeEndsSessions', () => {
  it('ends sessions when the role or status changes', () => {
    expect(changeEndsSessions({ role: 'admin', status: 'active' }, { role: 'admin', status: 'active' })).toBe(false);
    expect(changeEndsSessions({ role: 'admin', status: 'active' }, { role: 'operator', status: 'active' })).toBe(true);
    expect(changeEndsSessions({ role: 'admin', status: 'active' }, { role: 'admin', status: 'disabled' })).toBe(true);
  });
});

describe('TOTP steps', () => {
  const secret = newTotpSecret();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const now = new Date('2026-01-01T12:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('accepts the previous, current and next step and names the step', () => {
    for (const offset of [-1, 0, 1]) {
      expect(totpStepOf(secret, totp.generate({ timestamp: now.getTime() + offset * 30_000 }), now)).toBe(step + offset);
    }
  });
  it('refuses codes further away, malformed codes and other secrets', () => {
    expect(totpStepOf(secret, totp.generate({ timestamp: now.getTime() + 2 * 30_000 }), now)).toBeNull();
    expect(totpStepOf(secret, totp.generate({ timestamp: now.getTime() - 2 * 30_000 }), now)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', now)).toBeNull();
    expect(totpStepOf(newTotpSecret(), totp.generate({ timestamp: now.getTime() }), now)).toBeNull();
  });
  it('uses a step once', () => {
    expect(isFreshTotpStep(step, null)).toBe(true);
    expect(isFreshTotpStep(step, step - 1)).toBe(true);
    expect(isFreshTotpStep(step, step)).toBe(false);
    expect(isFreshTotpStep(step - 1, step)).toBe(false);
  });
});

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32).toString('base64url'));
  it('round-trips without showing the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });
  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], data.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32).toString('base64url')).open(sealed)).toThrow();
  });
});
