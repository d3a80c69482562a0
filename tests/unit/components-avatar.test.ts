import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarToneFor, initialsFor } from '../../src/components/Avatar/initials';

describe('initialsFor', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsFor('Anna Maria de Vries')).toBe('AV');
    expect(initialsFor('Mark de Vries')).toBe('MV');
    expect(initialsFor('jens')).toBe('J');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(initialsFor('  kim   lee  ')).toBe('KL');
    expect(initialsFor('')).toBe('');
    expect(initialsFor('   ')).toBe('');
  });

  it('keeps accented letters and emoji whole', () => {
    expect(initialsFor('Élodie Östberg')).toBe('ÉÖ');
    expect(initialsFor('🌶️ Spicy Sam')).toBe('🌶️S');
    expect(initialsFor('👩🏽‍🚀 Nova')).toBe('👩🏽‍🚀N');
  });

  it('skips leading symbols', () => {
    expect(initialsFor('@anna (amsterdam)')).toBe('AA');
  });

  it('upper-cases for the locale', () => {
    expect(initialsFor('ilse inan', 'tr')).toBe('İİ');
    expect(initialsFor('ilse inan', 'en')).toBe('II');
  });
});

describe('avatarToneFor', () => {
  it('is stable for a name', () => {
    expect(avatarToneFor('Anna')).toBe(avatarToneFor('Anna'));
  });

  it('spreads names over the tones', () => {
    const names = ['Anna', 'Mark', 'Sofía', 'Jens', 'Maria', 'Kim', 'Lars', 'Eva', 'Tom', 'Noor', 'Piet', 'Sanne'];
    const tones = new Set(names.map((name) => avatarToneFor(name)));
    expect(tones.size).toBeGreaterThanOrEqual(3);
    for (const tone of tones) expect(AVATAR_TONES).toContain(tone);
  });
});
