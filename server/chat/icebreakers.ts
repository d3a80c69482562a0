import type { Language } from '../../contract/constants';
import type { IcebreakersResponse } from '../../contract/chat';
import type { Messages } from '../i18n/messages';

/**
 * Suggested opening lines (the icebreaker modal, SPEC §2): keys of the server namespace `icebreakers`
 * (locales/<lng>/icebreakers.json), answered already translated into the member's language.
 */
export const ICEBREAKER_IDS = ['hello', 'weekend', 'smile', 'coffee', 'travel', 'music', 'adventure', 'perfect_date', 'food', 'night'] as const;

export function icebreakerLines(messages: Messages, language: Language): IcebreakersResponse['icebreakers'] {
  return ICEBREAKER_IDS.map((id) => ({ id, text: messages.translate(language, id) }));
}
