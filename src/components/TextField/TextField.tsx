import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { Input, InputWrap, ToggleButton } from './TextField.styles';

export const TEXT_FIELD_TYPES = ['text', 'email', 'password', 'date', 'tel', 'search', 'number'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'required' | 'size'
>;

export interface TextFieldProps extends NativeInputProps {
  /** The visible label that names the input. */
  label: ReactNode;
  type?: TextFieldType;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  /** A translated error message; it marks the input invalid. */
  error?: string;
  required?: boolean;
  /** Shows a translated "(optional)" marker after the label. */
  optional?: boolean;
  /** A line under the input, such as an email "did you mean …?" offer with its own button. */
  suggestion?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A labelled single-line input (text, email, password, date, tel, search, number). Passwords get a
 * show/hide button; dates use the browser's own date picker.
 */
export function TextField({
  label,
  type = 'text',
  onChange,
  hint,
  error,
  required,
  optional,
  suggestion,
  hideLabel,
  id,
  disabled,
  ref,
  className,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';
  const inputType = isPassword && passwordVisible ? 'text' : type;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      suggestion={suggestion}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <InputWrap>
          <Input
            {...inputProps}
            {...control}
            ref={ref}
            type={inputType}
            disabled={disabled}
            $withToggle={isPassword}
            // A shown password must not be offered for autocorrection or spell-checking services.
            {...(isPassword ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
            onChange={(event) => onChange?.(event.target.value, event)}
          />
          {isPassword ? (
            <ToggleButton
              type="button"
              aria-controls={control.id}
              aria-label={passwordVisible ? t('hide_password') : t('show_password')}
              disabled={disabled}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              <EyeIcon crossed={passwordVisible} />
            </ToggleButton>
          ) : null}
        </InputWrap>
      )}
    </Field>
  );
}
