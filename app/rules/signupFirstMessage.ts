import type { FirstMessageResponse } from '../../contract/chat';
import type { SignupFirstMessage } from '../../src/screens/SignupMatchesScreen';

/**
 * What /signup-matches shows of the signup's first message: a draft with its cost and the member signup started
 * from, or where the message went (with the way to that chat); nothing when signup had no message.
 */
export function shownFirstMessage(answer: FirstMessageResponse | undefined, chatHref: (conversationId: number) => string): SignupFirstMessage | null {
  const message = answer?.first_message;
  if (!answer || !message) return null;
  if (message.status === 'sent') return { status: 'sent', text: message.text, toName: message.to.name, chatHref: chatHref(message.conversation_id) };
  return { status: 'draft', text: message.text, cost: answer.cost, target: message.target };
}

/** The heading's place: the region's name (from the regions list) or the country's (in the page's language). */
export function signupMatchPlaceName(
  scope: 'region' | 'country' | 'site',
  place: string | null,
  regions: Readonly<Record<string, ReadonlyArray<{ id: string; name: string }>>> | null,
  countryName: (code: string) => string | undefined,
): string | undefined {
  if (!place || scope === 'site') return undefined;
  if (scope === 'country') return countryName(place) ?? place;
  return regions?.[place.slice(0, 2)]?.find((region) => region.id === place)?.name;
}
