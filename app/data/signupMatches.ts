import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import type { FirstMessageResponse } from '../../contract/chat';
import type { SignupMatchesResponse } from '../../contract/members';
import { apiFetch } from '../api/client';

function fetchSignupMatches(key: string): Promise<SignupMatchesResponse> {
  return apiFetch(key, { schema: ENDPOINTS.signupMatches.response });
}

function fetchFirstMessage(key: string): Promise<FirstMessageResponse> {
  return apiFetch(key, { schema: ENDPOINTS.firstMessage.response });
}

/** GET /api/signup-matches.php: the member search widened region → country → site until it finds someone. */
export function useSignupMatches(enabled: boolean) {
  return useSWR<SignupMatchesResponse>(enabled ? ENDPOINTS.signupMatches.path : null, fetchSignupMatches, { revalidateOnFocus: false });
}

/** GET /api/first-message.php: the signup's first message, sent or still a draft, and what sending it costs. */
export function useFirstMessage(enabled: boolean) {
  return useSWR<FirstMessageResponse>(enabled ? ENDPOINTS.firstMessage.path : null, fetchFirstMessage, { revalidateOnFocus: false });
}

/**
 * POST /api/first-message.php: sends the signup's first message (to `memberId`, or to the member signup started from).
 * Safe to repeat: the server sends it once and answers the stored message after that.
 */
export function sendFirstMessage(memberId?: number): Promise<FirstMessageResponse> {
  return apiFetch(ENDPOINTS.firstMessageSend.path, {
    method: 'POST',
    body: memberId === undefined ? {} : { member_id: memberId },
    idempotent: true,
    schema: ENDPOINTS.firstMessageSend.response,
  });
}

/** Sends the first message and puts the answer (and the new balance) where the screens read them. */
export function useSendFirstMessage(): (memberId?: number) => Promise<FirstMessageResponse> {
  const { mutate } = useSWRConfig();
  return async (memberId) => {
    const answer = await sendFirstMessage(memberId);
    await Promise.all([mutate(ENDPOINTS.firstMessage.path, answer, { revalidate: false }), mutate(ENDPOINTS.user.path), mutate(ENDPOINTS.chats.path)]);
    return answer;
  };
}
