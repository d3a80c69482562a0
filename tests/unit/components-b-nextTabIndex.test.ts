import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../src/components/Tabs/nextTabIndex';

const three = [{}, {}, {}];

describe('nextTabIndex (WAI-ARIA tabs keyboard)', () => {
  it('ArrowRight and ArrowLeft move one tab and wrap at the ends', () => {
    expect(nextTabIndex(three, 0, 'ArrowRight')).toBe(1);
    expect(nextTabIndex(three, 2, 'ArrowRight')).toBe(0);
    expect(nextTabIndex(three, 1, 'ArrowLeft')).toBe(0);
    expect(nextTabIndex(three, 0, 'ArrowLeft')).toBe(2);
  });

  it('Home and End go to the first and last tab', () => {
    expect(nextTabIndex(three, 1, 'Home')).toBe(0);
    expect(nextTabIndex(three, 1, 'End')).toBe(2);
  });

  it('skips disabled tabs', () => {
    const items = [{ disabled: true }, {}, { disabled: true }, {}];
    expect(nextTabIndex(items, 1, 'ArrowRight')).toBe(3);
    expect(nextTabIndex(items, 3, 'ArrowRight')).toBe(1);
    expect(nextTabIndex(items, 1, 'ArrowLeft')).toBe(3);
    expect(nextTabIndex(items, 3, 'Home')).toBe(1);
    expect(nextTabIndex(items, 1, 'End')).toBe(3);
  });

  it('ignores other keys and lists with nothing enabled', () => {
    expect(nextTabIndex(three, 0, 'ArrowDown')).toBeNull();
    expect(nextTabIndex(three, 0, 'Enter')).toBeNull();
    expect(nextTabIndex([{ disabled: true }], 0, 'ArrowRight')).toBeNull();
  });
});
