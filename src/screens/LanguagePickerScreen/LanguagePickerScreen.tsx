import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../locales/languages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { Group, GroupTitle, Header, Lead, LocalName, Marker, Names, Option, Options, OwnName, ScreenRoot, StatusRow, Title } from './LanguagePickerScreen.styles';

export interface LanguagePickerScreenProps {
  siteName: string;
  /** The language the site is shown in now. */
  current: Language;
  /** The visitor's country's languages (SPEC §9 country map), offered first; the rest follow. */
  suggested: readonly Language[];
  onSelect: (language: Language) => void;
  /** The language being switched to, while its messages load and the choice is saved. */
  pending?: Language | null;
  /** The language just chosen: confirmed in a status line with a way on. */
  changed?: Language | null;
  /** A failed switch, already translated. */
  error?: string;
  continueHref: string;
}

/** A language's name in another language ("Deutsch" for an English reader: "German"), or null when unknown. */
function nameIn(language: Language, reader: string): string | null {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? null;
  } catch {
    return null;
  }
}

/** `/lang-config` (SPEC §2): pick one of the 11 languages; the visitor's country's languages first. */
export function LanguagePickerScreen({ siteName, current, suggested, onSelect, pending = null, changed = null, error, continueHref }: LanguagePickerScreenProps) {
  const { t, i18n } = useTranslation('pages');
  const titleId = useId();
  const suggestedId = useId();
  const othersId = useId();
  const suggestedList = suggested.filter((language, index) => LANGUAGES.includes(language) && suggested.indexOf(language) === index);
  const others = LANGUAGES.filter((language) => !suggestedList.includes(language));

  const option = (language: Language) => {
    const isCurrent = language === current;
    const isPending = language === pending;
    const local = nameIn(language, i18n.language);
    const showLocal = local !== null && local.toLocaleLowerCase(i18n.language) !== LANGUAGE_NAMES[language].toLocaleLowerCase(language);
    return (
      <li key={language}>
        <Option
          type="button"
          $current={isCurrent}
          aria-pressed={isCurrent}
          disabled={pending !== null}
          onClick={() => {
            if (!isCurrent) onSelect(language);
          }}
          data-language={language}
        >
          <Names>
            <OwnName lang={language}>{LANGUAGE_NAMES[language]}</OwnName>
            {showLocal ? <LocalName>{local}</LocalName> : null}
          </Names>
          {isPending ? (
            <Spinner size="sm" label={t('language.changing')} />
          ) : isCurrent ? (
            <Marker>
              <Icon name="check" />
              {t('language.current')}
            </Marker>
          ) : null}
        </Option>
      </li>
    );
  };

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={pending !== null || undefined}>
      <Header>
        <Title id={titleId}>{t('language.title')}</Title>
        <Lead>{t('language.lead', { site: siteName })}</Lead>
      </Header>

      <StatusRow>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {changed && !error ? (
          <Alert tone="success" action={<Button href={continueHref}>{t('language.continue', { site: siteName })}</Button>}>
            {t('language.changed', { site: siteName })}
          </Alert>
        ) : null}
      </StatusRow>

      {suggestedList.length > 0 ? (
        <Group aria-labelledby={suggestedId}>
          <GroupTitle id={suggestedId}>{t('language.suggested')}</GroupTitle>
          <Options>{suggestedList.map(option)}</Options>
        </Group>
      ) : null}
      <Group aria-labelledby={othersId}>
        <GroupTitle id={othersId}>{suggestedList.length > 0 ? t('language.others') : t('language.all')}</GroupTitle>
        <Options>{others.map(option)}</Options>
      </Group>
    </ScreenRoot>
  );
}
