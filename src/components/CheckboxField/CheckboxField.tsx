import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field';
import { CheckboxInput, ControlCell, SwitchInput } from './CheckboxField.styles';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'id' | 'required' | 'role'
>;

export interface CheckboxFieldProps extends NativeCheckboxProps {
  /** The label beside the box; may hold links (terms, privacy). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `checkbox` for a choice in a form; `switch` for a setting that applies at once (notification settings). */
  variant?: 'checkbox' | 'switch';
  /** The submitted value when checked (defaults to the browser's "on"). */
  value?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox, or an on/off switch (`role="switch"`), with hint and error like the other fields. */
export function CheckboxField({
  label,
  checked,
  defaultChecked,
  onChange,
  hint,
  error,
  required,
  disabled,
  variant = 'checkbox',
  id,
  ref,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} layout="inline" className={className}>
      {(control) => (
        <ControlCell>
          {variant === 'switch' ? (
            <SwitchInput
              {...inputProps}
              {...control}
              ref={ref}
              type="checkbox"
              role="switch"
              checked={checked}
              defaultChecked={defaultChecked}
              disabled={disabled}
              onChange={(event) => onChange?.(event.target.checked, event)}
            />
          ) : (
            <>
              <CheckboxInput
                {...inputProps}
                {...control}
                ref={ref}
                type="checkbox"
                checked={checked}
                defaultChecked={defaultChecked}
                disabled={disabled}
                onChange={(event) => onChange?.(event.target.checked, event)}
              />
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m3 8.5 3.2 3L13 4.5" />
              </svg>
            </>
          )}
        </ControlCell>
      )}
    </Field>
  );
}
