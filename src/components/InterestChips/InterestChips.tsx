import { useTranslation } from 'react-i18next';
import { INTERESTS, type InterestKey } from '../../../contract/interests';
import { Chip, ChipIcon, ChipLabel, ChipList, ChipMark } from './InterestChips.styles';
import { Icon } from '../Icon';

const ICONS: ReadonlyMap<string, string> = new Map(INTERESTS.map((interest) => [interest.key, interest.icon]));

export interface InterestChipsProps {
  /** The interests shown, in this order. In a picker: every interest on offer. */
  interests: readonly InterestKey[];
  /** Names the list or the group of toggles (already translated). */
  label: string;
  /** Turns the chips into toggle buttons: the chosen interests. */
  selected?: readonly InterestKey[];
  /** With `selected`: the new selection after a chip is toggled. */
  onChange?: (selected: InterestKey[]) => void;
  /** With `selected`: the most that can be chosen; further chips are disabled once reached. */
  max?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * Interests with their SPEC §3 icons: a read-only list on a profile, or a multi-select of toggle buttons
 * (`aria-pressed`) in the profile settings. Labels come from the `interests` namespace.
 */
export function InterestChips({ interests, label, selected, onChange, max, disabled = false, className }: InterestChipsProps) {
  const { t } = useTranslation('interests');

  if (selected === undefined) {
    return (
      <ChipList aria-label={label} className={className}>
        {interests.map((key) => (
          <Chip as="li" key={key} $selected={false} $interactive={false}>
            <ChipIcon aria-hidden="true">{ICONS.get(key)}</ChipIcon>
            <ChipLabel>{t(key)}</ChipLabel>
          </Chip>
        ))}
      </ChipList>
    );
  }

  const chosen = new Set(selected);
  const full = max !== undefined && chosen.size >= max;
  const toggle = (key: InterestKey) => {
    const next = chosen.has(key) ? selected.filter((item) => item !== key) : [...selected, key];
    onChange?.(next);
  };

  return (
    <ChipList as="div" role="group" aria-label={label} className={className}>
      {interests.map((key) => {
        const pressed = chosen.has(key);
        return (
          <Chip
            key={key}
            type="button"
            aria-pressed={pressed}
            disabled={disabled || (full && !pressed)}
            $selected={pressed}
            $interactive
            onClick={() => toggle(key)}
          >
            <ChipIcon aria-hidden="true">{ICONS.get(key)}</ChipIcon>
            <ChipLabel>{t(key)}</ChipLabel>
            <ChipMark aria-hidden="true">{pressed ? <Icon name="check" size="1em" /> : null}</ChipMark>
          </Chip>
        );
      })}
    </ChipList>
  );
}
