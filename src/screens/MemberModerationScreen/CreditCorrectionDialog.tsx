import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { CREDIT_CORRECTION_LIMITS, checkCreditCorrection, type CreditCorrectionProblem } from './creditCorrection';
import { BalancePreview, DialogForm } from './MemberModerationScreen.styles';

export interface CreditCorrectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberName: string;
  balance: number;
  /** A returned promise keeps the dialog busy until it settles: resolved closes it, rejected keeps it open. */
  onConfirm: (delta: number, reason: string) => void | Promise<unknown>;
  /** The server refused the correction, already translated. */
  error?: string;
}

/** Adds or takes credits through the ledger: a signed whole number, a required reason, and the balance it leads to. */
export function CreditCorrectionDialog({ open, onOpenChange, memberName, balance, onConfirm, error }: CreditCorrectionDialogProps) {
  const { t, i18n } = useTranslation(['moderation', 'validation']);
  const formId = useId();
  const [deltaText, setDeltaText] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (open) {
      setDeltaText('');
      setReason('');
      setSubmitted(false);
      setBusy(false);
    }
  }, [open]);

  const check = checkCreditCorrection(deltaText, reason, balance);
  const message = (problem: CreditCorrectionProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'delta_required':
      case 'reason_required':
        return t('validation:required');
      case 'reason_too_short':
        return t('validation:too_short', { count: CREDIT_CORRECTION_LIMITS.reasonMin });
      case 'reason_too_long':
        return t('validation:too_long', { count: CREDIT_CORRECTION_LIMITS.reasonMax });
      default:
        return t(`moderation:member.credits.${problem}`);
    }
  };
  // The change is judged as it is typed (zero, below zero); the rest once sending was tried.
  const deltaProblem = submitted || check.problems.delta === 'delta_zero' || check.problems.delta === 'below_zero' ? check.problems.delta : undefined;
  const reasonProblem = submitted ? check.problems.reason : undefined;
  const number = new Intl.NumberFormat(i18n.language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || check.delta === null || check.problems.delta || check.problems.reason) return;
    const result = onConfirm(check.delta, reason.trim());
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
        <Modal.Content size="sm" busy={busy}>
          <Modal.Title>{t('moderation:member.credits.title', { name: memberName })}</Modal.Title>
          <Modal.Description>{t('moderation:member.credits.body', { count: balance, balance: number.format(balance) })}</Modal.Description>
          <Modal.Body>
            <DialogForm id={formId} onSubmit={submit} noValidate aria-busy={busy || undefined}>
              {error ? <Alert tone="danger">{error}</Alert> : null}
              <TextField
                label={t('moderation:member.credits.delta')}
                name="delta"
                inputMode="numeric"
                autoComplete="off"
                required
                disabled={busy}
                value={deltaText}
                onChange={setDeltaText}
                hint={t('moderation:member.credits.delta_hint')}
                error={message(deltaProblem)}
              />
              <BalancePreview role="status" data-balance-after={check.balanceAfter ?? undefined}>
                {check.balanceAfter === null
                  ? t('moderation:member.credits.after_unknown', { balance: number.format(balance) })
                  : t('moderation:member.credits.after', { before: number.format(balance), after: number.format(check.balanceAfter) })}
              </BalancePreview>
              <TextAreaField
                label={t('moderation:member.credits.reason')}
                name="reason"
                required
                disabled={busy}
                rows={3}
                maxLength={CREDIT_CORRECTION_LIMITS.reasonMax}
                value={reason}
                onChange={setReason}
                hint={t('moderation:member.credits.reason_hint')}
                error={message(reasonProblem)}
              />
            </DialogForm>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="outline" disabled={busy}>
                {t('moderation:dialog.cancel')}
              </Button>
            </Modal.Close>
            <Button type="submit" form={formId} loading={busy}>
              {t('moderation:member.credits.confirm')}
            </Button>
          </Modal.Footer>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
