import { describe, expect, it } from 'vitest';
import { footerVariant } from '../../app/rules/footerVariant';

describe('footerVariant (SPEC §2)', () => {
  it('is the US footer for English in the US', () => {
    expect(footerVariant('en', 'US')).toBe('us');
  });
  it('is the default footer for other languages in the US', () => {
    expect(footerVariant('es', 'US')).toBe('default');
  });
  it('is the default footer for English elsewhere or unknown', () => {
    expect(footerVariant('en', 'GB')).toBe('default');
    expect(footerVariant('en', null)).toBe('default');
  });
});
