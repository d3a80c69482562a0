import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { Chevron, Select, SelectWrap } from './SelectField.styles';

export interface SelectOption {
  value: string;
  /** Already translated (or data such as a city name). */
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'required' | 'multiple'
>;

export interface SelectFieldProps extends NativeSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * The empty first choice. `true` shows the translated "Choose…"; a string replaces it; left out, there is no
   * empty choice. In a required field it cannot be chosen again once something else is.
   */
  placeholder?: string | boolean;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  hideLabel?: boolean;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the text fields (the platform's own list on phones). */
export function SelectField({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  hint,
  error,
  required,
  optional,
  hideLabel,
  id,
  ref,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { t } = useTranslation('ui');
  const placeholderText = placeholder === true ? t('select_placeholder') : placeholder || null;
  // With a placeholder and nothing chosen, the empty choice is shown rather than the first option.
  const initial = defaultValue ?? (value === undefined && placeholderText !== null ? '' : undefined);

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <SelectWrap>
          <Select
            {...selectProps}
            {...control}
            ref={ref}
            value={value}
            defaultValue={value === undefined ? initial : undefined}
            onChange={(event) => onChange?.(event.target.value, event)}
          >
            {placeholderText !== null ? (
              <option value="" disabled={required}>
                {placeholderText}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Select>
          <Chevron viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </Chevron>
        </SelectWrap>
      )}
    </Field>
  );
}
