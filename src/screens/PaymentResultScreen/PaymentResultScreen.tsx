import { PaymentResult, type PaymentResultProps } from '../../components/PaymentResult';
import { ScreenRoot } from './PaymentResultScreen.styles';

export type PaymentResultScreenProps = Omit<PaymentResultProps, 'headingLevel' | 'className'>;

/**
 * The payment result page (SPEC §2, §4): loading, pending ("we're waiting for your bank"), completed (credits added,
 * new balance, premium unlocked), failed (SPEC §8 'Betaling mislukt.', retry; a recurring-card failure also offers
 * PayPal), cancelled, and refunded. The shell shows it after the provider's checkout returns.
 */
export function PaymentResultScreen(props: PaymentResultScreenProps) {
  return (
    <ScreenRoot>
      <PaymentResult {...props} headingLevel={1} />
    </ScreenRoot>
  );
}
