export interface AuditChange {
  /** The changed key; empty when the whole value changed (not an object on both sides). */
  key: string;
  before: unknown;
  after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose values differ between an audit row's before and after, in a stable order. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const beforeMissing = before === null || before === undefined;
  const afterMissing = after === null || after === undefined;
  if (beforeMissing && afterMissing) return [];
  if ((isRecord(before) || beforeMissing) && (isRecord(after) || afterMissing)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys
      .filter((key) => !same(from[key], to[key]))
      .map((key) => ({ key, before: from[key], after: to[key] }));
  }
  return same(before, after) ? [] : [{ key: '', before, after }];
}

/** A value as short text for the compact diff: JSON, cut at `max` characters. */
export function compactValue(value: unknown, max = 60): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
