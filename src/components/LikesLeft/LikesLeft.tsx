import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Allowance, Hearts } from './LikesLeft.styles';

export interface LikesLeftProps {
  /** Swipe likes left today (already clamped to 0…limit). */
  left: number;
  /** Swipe likes per day (SPEC §9: 4). */
  limit: number;
}

/** Today's swipe likes (swipe game and match finder): a heart per like, the used ones hollow, and "2 of 4 left". */
export function LikesLeft({ left, limit }: LikesLeftProps) {
  const { t } = useTranslation('likes');
  return (
    <Allowance data-likes-left={left}>
      <Hearts aria-hidden="true">
        {Array.from({ length: limit }, (_, index) => (
          <span key={index} data-used={index < left ? undefined : ''}>
            <Icon name={index < left ? 'heartFilled' : 'heart'} size="1.1em" />
          </span>
        ))}
      </Hearts>
      <span>{t('swipe_game.likes_left', { count: left, limit })}</span>
    </Allowance>
  );
}
