import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import {
  AppliedCode,
  AppliedRoot,
  AppliedText,
  CodeInput,
  EntryForm,
  EntryRoot,
  EntryRow,
  Heading,
} from './DiscountCodeEntry.styles';

export interface AppliedDiscountCode {
  code: string;
  /** SPEC §3 value_percentage. */
  percentage: number;
}

export interface DiscountCodeEntryProps {
  /** Called with the trimmed code when the member applies it. */
  onApply: (code: string) => void;
  /** The code is being checked: the button shows a spinner. */
  applying?: boolean;
  /** A translated error, such as SPEC §5 'Code niet gevonden' or 'Code reeds gebruikt'. */
  error?: string;
  /** The code now in force; replaces the form with a confirmation. */
  applied?: AppliedDiscountCode | null;
  /** Shows a "Remove" button on the applied code. */
  onRemove?: () => void;
  /** The heading level of the section title; defaults to h2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The discount-code entry (SPEC §2, §3): a code input with an apply button, its error, and the applied state. */
export function DiscountCodeEntry({
  onApply,
  applying = false,
  error,
  applied,
  onRemove,
  headingLevel = 2,
  className,
}: DiscountCodeEntryProps) {
  const { t } = useTranslation('credits');
  const headingId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onApply(trimmed);
  };

  const heading = (
    <Heading as={`h${headingLevel}`} id={headingId}>
      {t('discount_code.title')}
    </Heading>
  );

  if (applied) {
    return (
      <EntryRoot aria-labelledby={headingId} className={className} data-state="applied">
        {heading}
        <AppliedRoot role="status">
          <Icon name="check" />
          <AppliedText>
            <Trans
              t={t}
              i18nKey="discount_code.applied"
              values={{ percent: applied.percentage, code: applied.code }}
              components={{ code: <AppliedCode /> }}
            />
          </AppliedText>
          {onRemove ? (
            <Button variant="link" size="sm" onClick={onRemove}>
              {t('discount_code.remove')}
            </Button>
          ) : null}
        </AppliedRoot>
      </EntryRoot>
    );
  }

  return (
    <EntryRoot aria-labelledby={headingId} className={className} data-state="entry">
      {heading}
      <EntryForm onSubmit={submit} noValidate>
        <Field label={t('discount_code.label')} error={error ?? (missing ? t('discount_code.required') : undefined)}>
          {(control) => (
            <EntryRow>
              <CodeInput
                {...control}
                name="discount_code"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" variant="outline" loading={applying}>
                {t('discount_code.apply')}
              </Button>
            </EntryRow>
          )}
        </Field>
      </EntryForm>
    </EntryRoot>
  );
}
