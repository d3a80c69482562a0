import { useTranslation } from 'react-i18next';
import { AgeMark, DisclaimerHeading, DisclaimerRoot, DisclaimerText } from './LegalDisclaimer.styles';

export interface LegalDisclaimerProps {
  siteName: string;
  /** The heading level that fits where the disclaimer sits; 2 in the footer. */
  headingLevel?: 2 | 3;
  /** What a message costs the reader's country in credits (as the chat charges it); the sentence shows once known. */
  messageCost?: number | null;
}

/** The legal disclaimer in the current language: adults only, fictional profiles, an entertainment service, paid credits. */
export function LegalDisclaimer({ siteName, headingLevel = 2, messageCost = null }: LegalDisclaimerProps) {
  const { t } = useTranslation('layout');
  return (
    <DisclaimerRoot>
      <DisclaimerHeading as={headingLevel === 3 ? 'h3' : 'h2'}>
        <AgeMark aria-hidden="true">18+</AgeMark>
        {t('disclaimer.heading')}
      </DisclaimerHeading>
      <DisclaimerText>
        <p>{t('disclaimer.adults', { siteName })}</p>
        <p>{t('disclaimer.fictional', { siteName })}</p>
        <p>{t('disclaimer.credits')}</p>
        {messageCost !== null ? <p data-message-cost={messageCost}>{t('disclaimer.message_cost', { count: messageCost })}</p> : null}
        <p>{t('disclaimer.no_guarantee')}</p>
      </DisclaimerText>
    </DisclaimerRoot>
  );
}
