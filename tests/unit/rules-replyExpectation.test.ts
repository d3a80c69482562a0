import { describe, expect, it } from 'vitest';
import { replyExpectation } from '../../app/rules/replyExpectation';

const fictional = (seconds: number | null | undefined) => replyExpectation({ fictional: true, operatorReplySeconds: seconds });

describe('"usually answers within" (conversation with a fictional profile)', () => {
  it('promises nothing for a real member, whatever the figure', () => {
    expect(replyExpectation({ fictional: false, operatorReplySeconds: 60 })).toBeNull();
    expect(replyExpectation({ fictional: false, operatorReplySeconds: null })).toBeNull();
  });

  it('says nothing without a figure (too few answers to tell) or with a nonsense one', () => {
    expect(fictional(null)).toBeNull();
    expect(fictional(undefined)).toBeNull();
    expect(fictional(-5)).toBeNull();
    expect(fictional(Number.NaN)).toBeNull();
  });

  it('rounds the median up to the next friendly bound', () => {
    expect(fictional(0)).toEqual({ unit: 'minutes', count: 15 });
    expect(fictional(15 * 60)).toEqual({ unit: 'minutes', count: 15 });
    expect(fictional(15 * 60 + 1)).toEqual({ unit: 'minutes', count: 30 });
    expect(fictional(31 * 60)).toEqual({ unit: 'hours', count: 1 });
    expect(fictional(70 * 60)).toEqual({ unit: 'hours', count: 2 });
    expect(fictional(3 * 3600)).toEqual({ unit: 'hours', count: 4 });
    expect(fictional(5 * 3600)).toEqual({ unit: 'hours', count: 8 });
    expect(fictional(9 * 3600)).toEqual({ unit: 'hours', count: 12 });
    expect(fictional(19 * 3600)).toEqual({ unit: 'hours', count: 24 });
    expect(fictional(30 * 3600)).toEqual({ unit: 'days', count: 2 });
    expect(fictional(49 * 3600)).toEqual({ unit: 'days', count: 3 });
    expect(fictional(6 * 86_400)).toEqual({ unit: 'days', count: 6 });
  });

  it('never promises less than the median', () => {
    for (let seconds = 0; seconds < 10 * 86_400; seconds += 997) {
      const line = fictional(seconds);
      const promised = (line?.count ?? 0) * { minutes: 60, hours: 3600, days: 86_400 }[line?.unit ?? 'minutes'];
      expect(promised, String(seconds)).toBeGreaterThanOrEqual(seconds);
    }
  });
});
