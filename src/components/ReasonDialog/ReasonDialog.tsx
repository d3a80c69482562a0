import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import type { ButtonVariant } from '../Button/Button';
import { Modal } from '../Modal';
import { SelectField } from '../SelectField';
import type { SelectOption } from '../SelectField/SelectField';
import { TextAreaField } from '../TextAreaField';
import { DialogForm } from './ReasonDialog.styles';

export interface ReasonDialogValues {
  /** The chosen fixed reason ('' when the dialog offers none). */
  reason: string;
  /** The text typed, trimmed. */
  note: string;
}

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Already translated. */
  title: string;
  description?: ReactNode;
  /** A fixed list of reasons shown as a required select; left out, there is none. */
  reasons?: readonly SelectOption[];
  reasonLabel?: string;
  /** The label of the free text. */
  noteLabel: string;
  noteHint?: ReactNode;
  /** The free text must be given (at least `noteMinLength` characters). */
  noteRequired?: boolean;
  noteMinLength?: number;
  noteMaxLength?: number;
  confirmLabel: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /**
   * Called with valid values. A returned promise keeps the dialog busy until it settles: resolved closes it,
   * rejected keeps it open (the screen shows `error`). A plain return closes it at once.
   */
  onConfirm: (values: ReasonDialogValues) => void | Promise<unknown>;
  /** A failure of the action, already translated. */
  error?: string;
}

/** A confirmation that asks why (reject a photo, remove a text, ban a member): a reason list and/or a note. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasons,
  reasonLabel,
  noteLabel,
  noteHint,
  noteRequired = false,
  noteMinLength = 1,
  noteMaxLength = 500,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
  error,
}: ReasonDialogProps) {
  const { t } = useTranslation(['moderation', 'validation']);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each opening starts empty.
  useEffect(() => {
    if (open) {
      setReason('');
      setNote('');
      setErrors({});
      setBusy(false);
    }
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = note.trim();
    const found: { reason?: string; note?: string } = {};
    if (reasons && !reason) found.reason = t('validation:required');
    if (noteRequired && trimmed.length === 0) found.note = t('validation:required');
    else if (noteRequired && trimmed.length < noteMinLength) found.note = t('validation:too_short', { count: noteMinLength });
    setErrors(found);
    if (found.reason || found.note) return;
    const result = onConfirm({ reason, note: trimmed });
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setBusy(true);
      (result as Promise<unknown>).then(
        () => {
          if (!mounted.current) return;
          setBusy(false);
          onOpenChange(false);
        },
        () => {
          if (mounted.current) setBusy(false);
        },
      );
    } else {
      onOpenChange(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Modal.Content size="sm" busy={busy} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Modal.Title>{title}</Modal.Title>
          {description ? <Modal.Description>{description}</Modal.Description> : null}
          <Modal.Body>
            <DialogForm id={formId} onSubmit={submit} noValidate aria-busy={busy || undefined}>
              {error ? <Alert tone="danger">{error}</Alert> : null}
              {reasons ? (
                <SelectField
                  label={reasonLabel ?? t('moderation:dialog.reason')}
                  name="reason"
                  required
                  placeholder
                  disabled={busy}
                  options={reasons}
                  value={reason}
                  onChange={setReason}
                  error={errors.reason}
                />
              ) : null}
              <TextAreaField
                label={noteLabel}
                name="note"
                required={noteRequired}
                optional={!noteRequired}
                disabled={busy}
                rows={3}
                maxLength={noteMaxLength}
                value={note}
                onChange={setNote}
                hint={noteHint}
                error={errors.note}
              />
            </DialogForm>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="outline" disabled={busy}>
                {t('moderation:dialog.cancel')}
              </Button>
            </Modal.Close>
            <Button type="submit" form={formId} variant={confirmVariant} loading={busy}>
              {confirmLabel}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
