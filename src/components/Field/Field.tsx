import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorRegion,
  ErrorText,
  Hint,
  Label,
  OptionalMark,
  RequiredMark,
  Root,
  ScreenReaderOnly,
  Suggestion,
} from './Field.styles';

/** What the field hands to its control: spread these onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** A translated error message; it also marks the control invalid. */
  error?: string;
  /** A line under the control, such as an email "did you mean" offer; announced politely when it appears. */
  suggestion?: ReactNode;
  /** Marks the control required (a visual asterisk; screen readers hear the control's own required state). */
  required?: boolean;
  /** Shows a translated "(optional)" after the label, for forms where most fields are required. */
  optional?: boolean;
  /** The control's id; generated when left out. */
  id?: string;
  /** More ids for `aria-describedby`, such as a character count. */
  describedBy?: string;
  /** `stacked`: label above the control. `inline`: control first with the label beside it (checkboxes, switches). */
  layout?: 'stacked' | 'inline';
  /** Keeps the label for assistive technology but hides it on screen (a search box with a visible icon). */
  hideLabel?: boolean;
  className?: string;
  /** Renders the control with the ids and states the field wires up. */
  children: (control: FieldControlProps) => ReactNode;
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.75a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z"
      />
    </svg>
  );
}

/**
 * The shell around every form control: label, hint, error and an optional suggestion line, with the
 * `id`, `aria-describedby` and `aria-invalid` wiring done once. The error sits in a polite live region
 * (not `role="alert"`), so it is announced once when it appears and read again with the control on focus.
 */
export function Field({
  label,
  hint,
  error,
  suggestion,
  required,
  optional,
  id,
  describedBy,
  layout = 'stacked',
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const { t } = useTranslation('ui');
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const suggestionId = `${controlId}-suggestion`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);

  const describedByIds = [hint ? hintId : null, describedBy ?? null, suggestion ? suggestionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': hasError ? true : undefined,
    required: required || undefined,
  };
  const inline = layout === 'inline';

  return (
    <Root className={className} $layout={layout}>
      <Label htmlFor={controlId} $hidden={hideLabel} $inline={inline}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {optional && !required ? <OptionalMark>{t('optional')}</OptionalMark> : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <div data-field-control="">{children(control)}</div>
      <Suggestion id={suggestionId} aria-live="polite">
        {suggestion ?? null}
      </Suggestion>
      <ErrorRegion aria-live="polite">
        {hasError ? (
          <ErrorText id={errorId}>
            <ErrorIcon />
            <span>
              <ScreenReaderOnly>{t('error_prefix')} </ScreenReaderOnly>
              {error}
            </span>
          </ErrorText>
        ) : null}
      </ErrorRegion>
    </Root>
  );
}
