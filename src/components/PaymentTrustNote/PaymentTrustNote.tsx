import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { NoteLine, NoteRoot } from './PaymentTrustNote.styles';

export interface PaymentTrustNoteProps {
  /** SPEC §3 settings.refund_days. */
  refundDays: number;
  returnPolicyHref: string;
  /** On the payment page: adds "By paying you accept our terms and conditions". */
  termsHref?: string;
  className?: string;
}

/** The reassurance under prices: secure payment, and the refund days of the return policy (SPEC §9 {refund_days}). */
export function PaymentTrustNote({ refundDays, returnPolicyHref, termsHref, className }: PaymentTrustNoteProps) {
  const { t } = useTranslation('credits');
  return (
    <NoteRoot className={className}>
      <NoteLine>
        <Icon name="lock" />
        <span>{t('trust.secure')}</span>
      </NoteLine>
      {termsHref ? (
        <NoteLine>
          <Icon name="info" />
          <span>
            <Trans t={t} i18nKey="trust.terms" components={{ terms: <Link href={termsHref} /> }} />
          </span>
        </NoteLine>
      ) : null}
      <NoteLine>
        <Icon name="check" />
        <span>
          <Trans t={t} i18nKey="trust.refund" count={refundDays} values={{ count: refundDays }} components={{ policy: <Link href={returnPolicyHref} /> }} />
        </span>
      </NoteLine>
    </NoteRoot>
  );
}
