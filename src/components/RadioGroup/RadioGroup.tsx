import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Hint, RequiredMark, ScreenReaderOnly } from '../Field/Field.styles';
import {
  Fieldset,
  Legend,
  OptionCard,
  OptionDescription,
  OptionIcon,
  OptionLabel,
  OptionList,
  OptionText,
  RadioInput,
} from './RadioGroup.styles';

export interface RadioOption {
  value: string;
  /** Already translated. */
  label: ReactNode;
  /** A second line under the label, read as the option's description. */
  description?: ReactNode;
  /** A decorative icon or emoji before the label. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer; it names the group. */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The form name shared by the radios. */
  name: string;
  value?: string | null;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  /** A translated error message; it marks the group invalid. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `list`: one option per row with room for a description. `cards`: tiles in a grid (gender, seeking). */
  variant?: 'list' | 'cards';
  /** Tiles per row from the md breakpoint (`cards` only); phones show two. */
  columns?: 2 | 3 | 4;
  /** Keeps the legend for screen readers only, when a heading above already asks the question. */
  hideLegend?: boolean;
  id?: string;
  className?: string;
}

/**
 * A single choice from a few options, as native radios in a `fieldset`: arrow keys move between them, the legend
 * names the group and a hint or error is read with it. Each option is a whole clickable card.
 */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  variant = 'list',
  columns = 2,
  hideLegend = false,
  id,
  className,
}: RadioGroupProps) {
  const { t } = useTranslation('ui');
  const generated = useId();
  const groupId = id ?? `radio-${generated}`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Fieldset
      id={groupId}
      className={className}
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <Legend $hidden={hideLegend}>
        {legend}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <OptionList $variant={variant} $columns={columns}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          const checked = value === option.value;
          return (
            <OptionCard key={option.value} $variant={variant} $checked={checked} data-checked={checked || undefined}>
              <RadioInput
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : checked}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => onChange?.(option.value)}
              />
              {option.icon ? <OptionIcon aria-hidden="true">{option.icon}</OptionIcon> : null}
              <OptionText>
                <OptionLabel htmlFor={optionId}>{option.label}</OptionLabel>
                {option.description ? <OptionDescription id={descriptionId}>{option.description}</OptionDescription> : null}
              </OptionText>
            </OptionCard>
          );
        })}
      </OptionList>
      <div aria-live="polite">
        {error ? (
          <ErrorText id={errorId}>
            <span>
              <ScreenReaderOnly>{t('error_prefix')} </ScreenReaderOnly>
              {error}
            </span>
          </ErrorText>
        ) : null}
      </div>
    </Fieldset>
  );
}
