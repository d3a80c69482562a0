import { useEffect, useId, useState, type ChangeEvent, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../Field';
import { ScreenReaderOnly } from '../Field/Field.styles';
import { Count, CountRow, TextArea } from './TextAreaField.styles';

/** How long typing must pause before the remaining characters are announced. */
const ANNOUNCE_AFTER_MS = 1_000;

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'required'
>;

export interface TextAreaFieldProps extends NativeTextAreaProps {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** The most characters allowed; the browser stops input there. */
  maxLength?: number;
  /** Shows a live "used / max" count under the field. */
  showCount?: boolean;
  rows?: number;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line input with an optional live character count. The visible count is for the eye;
 * screen readers get the limit with the field and hear the remaining characters once typing pauses.
 */
export function TextAreaField({
  label,
  value,
  defaultValue,
  onChange,
  maxLength,
  showCount = false,
  rows = 4,
  hint,
  error,
  required,
  optional,
  id,
  ref,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { t } = useTranslation('ui');
  const countId = `textarea-count-${useId()}`;
  const [uncontrolledText, setUncontrolledText] = useState(defaultValue ?? '');
  const text = value ?? uncontrolledText;
  // UTF-16 length, the unit the browser's maxLength (and the server's limit) counts in.
  const used = text.length;
  const [announced, setAnnounced] = useState<string>('');
  const [typedAt, setTypedAt] = useState(0);

  useEffect(() => {
    if (!showCount || maxLength === undefined || typedAt === 0) return undefined;
    const timer = setTimeout(() => setAnnounced(t('characters_remaining', { count: Math.max(0, maxLength - used) })), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [showCount, maxLength, used, typedAt, t]);

  const counted = showCount;
  const bounded = maxLength !== undefined;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      id={id}
      describedBy={counted ? countId : undefined}
      className={className}
    >
      {(control) => (
        <>
          <TextArea
            {...textAreaProps}
            {...control}
            ref={ref}
            rows={rows}
            maxLength={maxLength}
            value={value}
            defaultValue={value === undefined ? defaultValue : undefined}
            onChange={(event) => {
              if (value === undefined) setUncontrolledText(event.target.value);
              setTypedAt(event.timeStamp || 1);
              onChange?.(event.target.value, event);
            }}
          />
          {counted ? (
            <CountRow>
              <Count aria-hidden="true" $atLimit={bounded && used >= maxLength}>
                {bounded ? t('character_count', { current: used, max: maxLength }) : t('characters', { count: used })}
              </Count>
              <ScreenReaderOnly id={countId}>
                {bounded ? t('character_limit', { count: maxLength }) : t('characters', { count: used })}
              </ScreenReaderOnly>
              <ScreenReaderOnly aria-live="polite">{announced}</ScreenReaderOnly>
            </CountRow>
          ) : null}
        </>
      )}
    </Field>
  );
}
