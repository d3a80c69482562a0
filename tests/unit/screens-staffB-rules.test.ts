import { describe, expect, it } from 'vitest';
import { highlightTerms } from '../../src/screens/FlaggedTextsScreen/highlightTerms';
import { checkCreditCorrection } from '../../src/screens/MemberModerationScreen/creditCorrection';

describe('highlightTerms', () => {
  it('marks every occurrence, case-insensitively, keeping the text as typed', () => {
    expect(highlightTerms('Add me on WhatsApp or whatsapp.', ['whatsapp'])).toEqual([
      { text: 'Add me on ', match: false },
      { text: 'WhatsApp', match: true },
      { text: ' or ', match: false },
      { text: 'whatsapp', match: true },
      { text: '.', match: false },
    ]);
  });
  it('merges overlapping terms and treats regex characters literally', () => {
    expect(highlightTerms('call +31 6 1234', ['+31 6', '6 1234'])).toEqual([
      { text: 'call ', match: false },
      { text: '+31 6 1234', match: true },
    ]);
  });
  it('marks nothing for terms that do not occur, and nothing for empty terms', () => {
    expect(highlightTerms('plain text', ['s-n-a-p', ' '])).toEqual([{ text: 'plain text', match: false }]);
    expect(highlightTerms('', ['x'])).toEqual([]);
  });
});

describe('checkCreditCorrection', () => {
  it('accepts a signed whole number with a reason and gives the balance after', () => {
    expect(checkCreditCorrection('+25', 'Goodwill', 10)).toEqual({ delta: 25, balanceAfter: 35, problems: {} });
    expect(checkCreditCorrection(' -10 ', 'Refund', 10)).toEqual({ delta: -10, balanceAfter: 0, problems: {} });
  });
  it('refuses zero, fractions, words and a negative result', () => {
    expect(checkCreditCorrection('0', 'Reason', 10).problems.delta).toBe('delta_zero');
    expect(checkCreditCorrection('2.5', 'Reason', 10).problems.delta).toBe('delta_invalid');
    expect(checkCreditCorrection('ten', 'Reason', 10).problems.delta).toBe('delta_invalid');
    expect(checkCreditCorrection('', 'Reason', 10).problems.delta).toBe('delta_required');
    expect(checkCreditCorrection('-11', 'Reason', 10).problems.delta).toBe('below_zero');
  });
  it('requires a reason of 3 to 500 characters', () => {
    expect(checkCreditCorrection('5', '  ', 0).problems.reason).toBe('reason_required');
    expect(checkCreditCorrection('5', 'ok', 0).problems.reason).toBe('reason_too_short');
    expect(checkCreditCorrection('5', 'x'.repeat(501), 0).problems.reason).toBe('reason_too_long');
  });
});
