import { describe, expect, it } from 'vitest';
import { landerCopyVariant } from '../../app/rules/landerCopyVariant';

describe('landerCopyVariant (SPEC §9 slug prefixes)', () => {
  it.each([
    ['she', 2],
    ['bdsm', 3],
    ['bbw', 4],
    ['gilf', 5],
    ['milf', 6],
    ['gay', 7],
  ] as const)('reads the prefix "%s" as niche %i, alone or before a dash', (prefix, niche) => {
    expect(landerCopyVariant(prefix, 1)).toBe(niche);
    expect(landerCopyVariant(`${prefix}-summer-nights`, 1)).toBe(niche);
  });

  it('takes the slug over the site niche', () => {
    expect(landerCopyVariant('gay-city', 3)).toBe(7);
    expect(landerCopyVariant('she', 6)).toBe(2);
  });

  it('ignores case and surrounding spaces', () => {
    expect(landerCopyVariant('BDSM-Night', 1)).toBe(3);
    expect(landerCopyVariant(' milf ', 1)).toBe(6);
  });

  it('falls back to the site niche without a slug', () => {
    expect(landerCopyVariant(undefined, 3)).toBe(3);
    expect(landerCopyVariant(null, 5)).toBe(5);
    expect(landerCopyVariant('', 4)).toBe(4);
  });

  it('falls back to the site niche for an unknown slug or one where a prefix is only part of a word', () => {
    expect(landerCopyVariant('summer-special', 4)).toBe(4);
    expect(landerCopyVariant('shelter', 1)).toBe(1);
    expect(landerCopyVariant('gaynor', 3)).toBe(3);
    expect(landerCopyVariant('-bdsm', 2)).toBe(2);
  });

  it('has no prefix for niche 1: its copy is reached only as the default', () => {
    expect(landerCopyVariant('default', 1)).toBe(1);
    expect(landerCopyVariant('none-x', 2)).toBe(2);
  });

  it('uses niche 1 when the site niche is out of range', () => {
    expect(landerCopyVariant(undefined, 0)).toBe(1);
    expect(landerCopyVariant('unknown', 9)).toBe(1);
    expect(landerCopyVariant('bbw', 42)).toBe(4);
  });
});
