import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../app/rules/pageTitle';

describe('pageTitle (SPEC §2)', () => {
  it('leaves the title alone when nothing is new', () => {
    expect(pageTitle('Flirt Site', 0, 0)).toBe('Flirt Site');
  });
  it('prefixes the sum of unread messages and new likes', () => {
    expect(pageTitle('Flirt Site', 2, 3)).toBe('(5) Flirt Site');
    expect(pageTitle('Flirt Site', 1, 0)).toBe('(1) Flirt Site');
    expect(pageTitle('Flirt Site', 0, 4)).toBe('(4) Flirt Site');
  });
  it('does not cap the sum (the badges cap, the title does not)', () => {
    expect(pageTitle('X', 150, 100)).toBe('(250) X');
  });
  it('ignores negative counts', () => {
    expect(pageTitle('X', -3, 0)).toBe('X');
  });
});
