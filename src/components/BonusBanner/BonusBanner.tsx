import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import {
  BannerAction,
  BannerBody,
  BannerEmblem,
  BannerInner,
  BannerPercent,
  BannerRoot,
  BannerText,
  BannerTitle,
  DismissSlot,
} from './BonusBanner.styles';

export const BONUS_BANNER_TONES = ['secondary', 'primary'] as const;
export type BonusBannerTone = (typeof BONUS_BANNER_TONES)[number];

export interface BonusBannerProps {
  /** The offer, such as "25% off your credits"; names the banner. */
  title: ReactNode;
  /** A second line under the title. */
  description?: ReactNode;
  /** The percentage shown large in the emblem. */
  percentage: number;
  /** Seconds left; shown as a ticking hh:mm:ss (the app ticks it). Left out for an offer without an end shown. */
  seconds?: number | null;
  /** The caption before the time ("Ends in"). */
  countdownLabel?: ReactNode;
  /** The call to action, leading to the credits page. */
  actionLabel: ReactNode;
  actionHref: string;
  onAction?: () => void;
  /** Shows a dismiss button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
  tone?: BonusBannerTone;
  icon?: IconName;
  className?: string;
}

/** A full-width promotional band with a big percentage, an optional countdown and one call to action. */
export function BonusBanner({
  title,
  description,
  percentage,
  seconds,
  countdownLabel,
  actionLabel,
  actionHref,
  onAction,
  dismissLabel,
  onDismiss,
  tone = 'secondary',
  icon = 'flame',
  className,
}: BonusBannerProps) {
  const titleId = useId();
  return (
    <BannerRoot aria-labelledby={titleId} $tone={tone} className={className}>
      <BannerInner $dismissible={Boolean(onDismiss && dismissLabel)}>
        <BannerEmblem aria-hidden="true">
          <Icon name={icon} />
          <BannerPercent>{`${percentage}%`}</BannerPercent>
        </BannerEmblem>
        <BannerBody>
          <BannerText>
            <BannerTitle id={titleId}>{title}</BannerTitle>
            {description ? <p>{description}</p> : null}
          </BannerText>
          {seconds != null ? <Countdown seconds={seconds} label={countdownLabel} /> : null}
        </BannerBody>
        <BannerAction>
          <Button href={actionHref} size="sm" variant={tone === 'secondary' ? 'primary' : 'secondary'} onClick={onAction}>
            {actionLabel}
          </Button>
        </BannerAction>
        {onDismiss && dismissLabel ? (
          <DismissSlot>
            <IconButton label={dismissLabel} icon={<Icon name="close" />} size="sm" onClick={onDismiss} />
          </DismissSlot>
        ) : null}
      </BannerInner>
    </BannerRoot>
  );
}
