import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../contract/credits';
import {
  Legend,
  MethodCard,
  MethodDescription,
  MethodInput,
  MethodList,
  MethodMark,
  MethodName,
  MethodText,
  MethodsFieldset,
  SelectedMark,
} from './PaymentMethodList.styles';
import { PaymentMethodMark } from './paymentMethodMarks';
import { Icon } from '../Icon';

export interface PaymentMethodListProps {
  /** The methods that fit the payer's country, in the order to show them. */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Defaults to the translated "Payment method". */
  legend?: ReactNode;
  hideLegend?: boolean;
  disabled?: boolean;
  /** The form name of the radios. */
  name?: string;
  className?: string;
}

/** The payment methods as a radio group of cards, each with its mark, name and a short explanation. */
export function PaymentMethodList({
  methods,
  value,
  onChange,
  legend,
  hideLegend = false,
  disabled = false,
  name = 'payment_method',
  className,
}: PaymentMethodListProps) {
  const { t } = useTranslation('payments');
  const groupId = useId();
  return (
    <MethodsFieldset className={className} disabled={disabled}>
      <Legend $hidden={hideLegend}>{legend ?? t('method.legend')}</Legend>
      <MethodList>
        {methods.map((method) => {
          const optionId = `${groupId}-${method}`;
          const checked = value === method;
          return (
            <MethodCard key={method} $checked={checked} data-method={method} data-checked={checked || undefined}>
              <MethodInput
                type="radio"
                id={optionId}
                name={name}
                value={method}
                checked={checked}
                aria-describedby={`${optionId}-description`}
                onChange={() => onChange(method)}
              />
              <MethodMark>
                <PaymentMethodMark method={method} />
              </MethodMark>
              <MethodText>
                <MethodName htmlFor={optionId}>{t(`method.${method}.name`)}</MethodName>
                <MethodDescription id={`${optionId}-description`}>{t(`method.${method}.description`)}</MethodDescription>
              </MethodText>
              <SelectedMark aria-hidden="true" $checked={checked}>
                {checked ? <Icon name="check" size="1rem" /> : null}
              </SelectedMark>
            </MethodCard>
          );
        })}
      </MethodList>
    </MethodsFieldset>
  );
}
