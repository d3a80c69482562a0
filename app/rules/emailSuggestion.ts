import { run } from '@zootools/email-spell-checker';
import { emailError } from '../../contract/accounts';

/** SPEC §5 "did you mean": a corrected address for a likely misspelt domain (gmial.com), or null. */
export function emailSuggestion(email: string): string | null {
  const value = email.trim();
  if (value === '' || !value.includes('@') || emailError(value) !== null) return null;
  const suggestion = run({ email: value });
  if (!suggestion || suggestion.full.toLowerCase() === value.toLowerCase()) return null;
  return suggestion.full;
}
