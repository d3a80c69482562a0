import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedMethod } from '../../../contract/credits';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { PaymentMethodMark } from '../PaymentMethodList/paymentMethodMarks';
import {
  CardDetails,
  CardExpiry,
  CardInput,
  CardItem,
  CardLabel,
  CardList,
  CardMark,
  CardsFieldset,
  ExpiredTag,
  Legend,
  RemoveSlot,
  SelectedMark,
} from './SavedCardList.styles';

export interface SavedCardListProps {
  cards: readonly SavedMethod[];
  selectedId: number | null;
  onSelect: (savedMethodId: number) => void;
  /** Shows a "Remove" button on each card. */
  onRemove?: (savedMethodId: number) => void;
  /** Defaults to the translated "Saved cards". */
  legend?: ReactNode;
  disabled?: boolean;
  /** The month the expiry is measured against, as `YYYY-MM`; defaults to the current month. Expired cards cannot be chosen. */
  currentMonth?: string;
  className?: string;
}

function monthNow(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Saved cards for repeat orders as a radio group: brand, •••• last four digits, expiry. Never a full card number (SEC-24). */
export function SavedCardList({
  cards,
  selectedId,
  onSelect,
  onRemove,
  legend,
  disabled = false,
  currentMonth = monthNow(),
  className,
}: SavedCardListProps) {
  const { t } = useTranslation('payments');
  const groupId = useId();
  return (
    <CardsFieldset className={className} disabled={disabled}>
      <Legend>{legend ?? t('saved_cards.legend')}</Legend>
      <CardList>
        {cards.map((card) => {
          const optionId = `${groupId}-${card.id}`;
          const expiry = `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}`;
          const expired = expiry < currentMonth;
          const checked = selectedId === card.id;
          const expiryDate = { month: String(card.exp_month).padStart(2, '0'), year: String(card.exp_year % 100).padStart(2, '0') };
          return (
            <CardItem key={card.id} $checked={checked} $expired={expired} data-card-id={card.id}>
              <CardInput
                type="radio"
                id={optionId}
                name={`${groupId}-card`}
                value={String(card.id)}
                checked={checked}
                disabled={expired}
                aria-describedby={`${optionId}-expiry`}
                onChange={() => onSelect(card.id)}
              />
              <SelectedMark aria-hidden="true" $checked={checked}>
                {checked ? <Icon name="check" size="1rem" /> : null}
              </SelectedMark>
              <CardMark aria-hidden="true">
                <PaymentMethodMark method="card" />
              </CardMark>
              <CardDetails>
                <CardLabel htmlFor={optionId}>
                  <span aria-hidden="true">{t('saved_cards.card', { brand: card.brand, last4: card.last4 })}</span>
                  <VisuallyHidden>{t('saved_cards.card_spoken', { brand: card.brand, last4: card.last4 })}</VisuallyHidden>
                </CardLabel>
                <CardExpiry id={`${optionId}-expiry`}>
                  {expired ? <ExpiredTag>{t('saved_cards.expired', expiryDate)}</ExpiredTag> : t('saved_cards.expires', expiryDate)}
                </CardExpiry>
              </CardDetails>
              {onRemove ? (
                <RemoveSlot>
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => onRemove(card.id)}
                    aria-label={t('saved_cards.remove_label', { brand: card.brand, last4: card.last4 })}
                  >
                    {t('saved_cards.remove')}
                  </Button>
                </RemoveSlot>
              ) : null}
            </CardItem>
          );
        })}
      </CardList>
    </CardsFieldset>
  );
}
