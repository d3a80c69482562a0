import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ComingSoonTag, Emblem, Message, PlaceholderCard, ScreenRoot, Title } from './PlaceholderScreen.styles';

export type PlaceholderScreenProps = {
  /** The page's name, already translated (the shell passes `shell:routes.<route name>`). */
  pageName: string;
  /** Where "Back to the home page" leads; left out on the home page itself. */
  homeHref?: string;
};

/**
 * A clearly marked stand-in for a screen that arrives in a later issue, so every route of SPEC §2 already
 * renders inside its layout.
 */
export function PlaceholderScreen({ pageName, homeHref }: PlaceholderScreenProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <ScreenRoot>
      <PlaceholderCard aria-labelledby={titleId} data-placeholder="true">
        <Emblem>
          <Icon name="star" size="1.5em" />
        </Emblem>
        <ComingSoonTag>{t('placeholder.tag')}</ComingSoonTag>
        <Title id={titleId}>{pageName}</Title>
        <Message>{t('placeholder.message', { page: pageName })}</Message>
        {homeHref !== undefined ? (
          <Button href={homeHref} variant="outline">
            {t('placeholder.home')}
          </Button>
        ) : null}
      </PlaceholderCard>
    </ScreenRoot>
  );
}
