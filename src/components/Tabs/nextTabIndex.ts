/** Keyboard moves of the WAI-ARIA tabs pattern (horizontal). */
const NEXT_KEYS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/** Which enabled tab a key moves to from `current` (wrapping at the ends), or null for other keys. */
export function nextTabIndex(items: readonly { disabled?: boolean }[], current: number, key: string): number | null {
  const move = NEXT_KEYS[key];
  if (move === undefined) return null;
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  if (enabled.length === 0) return null;
  if (move === 'first') return enabled[0] ?? null;
  if (move === 'last') return enabled[enabled.length - 1] ?? null;
  const count = items.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((current + move * step) % count) + count) % count;
    if (!items[index]?.disabled) return index;
  }
  return null;
}
