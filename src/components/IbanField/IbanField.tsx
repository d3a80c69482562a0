import { useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { IbanInput } from './IbanField.styles';
import { caretAfter, formatIban, maskIban, normalizeIban } from './ibanFormat';

export interface IbanFieldProps {
  /** The IBAN without spaces, upper case ("NL91ABNA0417164300"). */
  value: string;
  /** Called with the normalised IBAN (no spaces, upper case) on every change. */
  onChange: (iban: string) => void;
  /** Defaults to the translated "IBAN". */
  label?: ReactNode;
  /** Defaults to a line saying the number is shown masked once entered. */
  hint?: ReactNode;
  /** A translated validation error (the server validates with mod-97). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Masks the number whenever the field is not being edited (SEC-24). On by default. */
  maskWhenBlurred?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * An IBAN input that groups the characters in fours as the member types (the caret stays where it was), and shows
 * the number masked ("NL91 •••• •••• ••43 00") once the member leaves the field; focusing it shows it in full again.
 */
export function IbanField({
  value,
  onChange,
  label,
  hint,
  error,
  required,
  disabled,
  maskWhenBlurred = true,
  id,
  name,
  className,
}: IbanFieldProps) {
  const { t } = useTranslation('payments');
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Focusing a masked field swaps the dots for the number, which drops any selection: select the whole number then, so
  // typing replaces it (the dots gave no place to put a caret anyway).
  const selectOnUnmask = useRef(false);
  const masked = maskWhenBlurred && !focused && normalizeIban(value).length > 8;
  const shown = masked ? maskIban(value) : formatIban(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (selectOnUnmask.current && input && !masked) {
      selectOnUnmask.current = false;
      if (document.activeElement === input) input.select();
    }
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    // Keep the caret behind the same IBAN character it followed, whatever spaces the grouping adds or removes.
    const significantBefore = normalizeIban(typed.slice(0, caret)).length;
    const next = normalizeIban(typed);
    pendingCaret.current = caretAfter(formatIban(next), significantBefore);
    onChange(next);
  };

  return (
    <Field
      label={label ?? t('iban.label')}
      hint={hint ?? t('iban.hint')}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <IbanInput
          {...control}
          ref={inputRef}
          name={name}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          // 34 characters plus the spaces between groups of four.
          maxLength={42}
          placeholder={t('iban.placeholder')}
          disabled={disabled}
          value={shown}
          data-masked={masked || undefined}
          onFocus={() => {
            selectOnUnmask.current = masked;
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          onChange={handleChange}
        />
      )}
    </Field>
  );
}
