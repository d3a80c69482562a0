import { describe, expect, it } from 'vitest';
import { interestOptions } from '../../app/rules/interestOptions';
import { interestKeys } from '../../contract/interests';

describe('interestOptions', () => {
  it('offers the site’s interests in its order, once each', () => {
    expect(interestOptions(['wine', 'music', 'wine', 'beach'])).toEqual(['wine', 'music', 'beach']);
  });
  it('drops keys it cannot show', () => {
    expect(interestOptions(['music', 'not-an-interest', '__proto__'])).toEqual(['music']);
  });
  it('offers every interest when the site names none it knows', () => {
    expect(interestOptions([])).toEqual([...interestKeys]);
    expect(interestOptions(['nonsense'])).toEqual([...interestKeys]);
    expect(interestKeys.length).toBe(50);
  });
});
