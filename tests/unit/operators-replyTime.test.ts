import { describe, expect, it } from 'vitest';
import { answerDelays, medianSeconds } from '../../server/operators/reply-time';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();
const member = (conversation: number, minutes: number) => ({ conversation_id: conversation, created_at: at(minutes), from_profile: false });
const operator = (conversation: number, minutes: number) => ({ conversation_id: conversation, created_at: at(minutes), from_profile: true });

describe('how soon fictional profiles are answered (operators)', () => {
  it('measures each answer from the first message it answers', () => {
    const delays = answerDelays([
      operator(1, 0), // the profile wrote first: nothing to answer
      member(1, 10),
      member(1, 20), // still waiting since minute 10
      operator(1, 70),
      operator(1, 75), // a second line: not an answer
      member(1, 100),
      member(2, 0), // another conversation: the first one's wait does not carry over
      operator(2, 30),
      member(2, 40), // unanswered: no delay yet
    ]);
    expect(delays).toEqual([60 * 60_000, 30 * 60_000]);
  });

  it('takes the median in seconds, and no figure from too few answers', () => {
    expect(medianSeconds([60_000, 120_000])).toBeNull();
    expect(medianSeconds([60_000, 3_600_000, 120_000])).toBe(120);
    expect(medianSeconds([30 * 60_000, 30 * 60_000, 90 * 60_000, 90 * 60_000])).toBe(3600);
  });
});
