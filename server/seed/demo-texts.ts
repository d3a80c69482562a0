import type { Gender } from '../../contract/accounts';
import type { Language } from '../../contract/constants';
import { isLanguage } from '../i18n/request-language';
import { demoAboutChoice, demoAboutText } from './about-texts';
import { DEMO_EMAIL_PREFIX, DEMO_SEED } from './demo-members';

const DEMO_EMAIL = new RegExp(`^${DEMO_EMAIL_PREFIX.replace(/\./g, '\\.')}\\.(\\d{6})@example\\.invalid$`);

export interface DemoTextMember {
  readonly email: string;
  readonly user_language: string;
  readonly gender: string | null;
  readonly kink: number;
  readonly about: string;
}

/**
 * The profile text to show of a member in `language`: for a demo member whose text is still the generated one, the
 * same member's text written for that language (server/seed/about-texts.ts); for everybody else — real members, and
 * a demo member whose text was changed or removed by a moderator — exactly the stored text.
 */
export function demoAboutFor(member: DemoTextMember, language: Language): string {
  const match = DEMO_EMAIL.exec(member.email);
  if (!match || !isLanguage(member.user_language) || member.user_language === language) return member.about;
  const choice = demoAboutChoice(DEMO_SEED, Number(match[1]), (member.gender ?? 'man') as Gender, member.kink === 1);
  if (demoAboutText(choice, member.user_language) !== member.about) return member.about;
  return demoAboutText(choice, language);
}
