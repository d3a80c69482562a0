import { useTranslation } from 'react-i18next';
import { Countdown } from '../Countdown';
import { Icon } from '../Icon';
import { NoticeBody, NoticeEmblem, NoticeRoot, NoticeText } from './ActiveDiscountNotice.styles';

/** The discount in force on the credits pages. The app picks it: the time bonus wins over the welcome discount (SPEC §4). */
export interface ActiveDiscount {
  /** `time_bonus`: SPEC §4 (TIMEBONUS25). `welcome`: the SPEC §9 welcome discount. `code`: a code the member typed. */
  source: 'time_bonus' | 'welcome' | 'code';
  code: string;
  /** SPEC §3 value_percentage. */
  percentage: number;
  /** Seconds until it ends, ticked by the app; null or left out when no end is shown. */
  seconds?: number | null;
}

export interface ActiveDiscountNoticeProps {
  discount: ActiveDiscount;
  className?: string;
}

/** A strip above the prices saying which discount is applied to them, and for how long. */
export function ActiveDiscountNotice({ discount, className }: ActiveDiscountNoticeProps) {
  const { t } = useTranslation('credits');
  const text =
    discount.source === 'time_bonus'
      ? t('active_discount.time_bonus', { percent: discount.percentage })
      : discount.source === 'welcome'
        ? t('active_discount.welcome', { percent: discount.percentage })
        : t('active_discount.code', { percent: discount.percentage, code: discount.code });
  return (
    <NoticeRoot className={className} data-discount-source={discount.source}>
      <NoticeEmblem aria-hidden="true">
        <Icon name={discount.source === 'welcome' ? 'gift' : discount.source === 'time_bonus' ? 'flame' : 'check'} />
      </NoticeEmblem>
      <NoticeBody>
        <NoticeText>{text}</NoticeText>
        {discount.seconds != null ? <Countdown seconds={discount.seconds} label={t('active_discount.ends_in')} /> : null}
      </NoticeBody>
    </NoticeRoot>
  );
}
