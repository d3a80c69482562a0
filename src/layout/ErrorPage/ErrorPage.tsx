import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ErrorCard, ErrorIcon, ErrorRoot, ErrorText, ErrorTitle, FallbackLink, StatusCode } from './ErrorPage.styles';

export interface ErrorPageProps {
  /** The HTTP-like status (SPEC §8: default 500). */
  status: number;
  /** The error's message; a translated "An error occurred" when absent. Rendered as text. */
  message?: string;
  homeHref: string;
  /** The error page itself failed: the plainest possible page, with a plain link home. */
  fallback?: boolean;
}

/** SPEC §2/§8 error page: 404 "This page could not be found", other errors with status and message, and the fallback. */
export function ErrorPage({ status, message, homeHref, fallback = false }: ErrorPageProps) {
  const { t } = useTranslation('layout');
  const titleId = useId();

  if (fallback) {
    return (
      <ErrorRoot aria-labelledby={titleId}>
        <ErrorCard>
          <ErrorIcon aria-hidden="true">
            <Icon name="warning" size="2rem" />
          </ErrorIcon>
          <ErrorTitle id={titleId}>{t('error.fallback_title')}</ErrorTitle>
          <FallbackLink href={homeHref}>{t('error.fallback_home')}</FallbackLink>
        </ErrorCard>
      </ErrorRoot>
    );
  }

  const notFound = status === 404;
  return (
    <ErrorRoot aria-labelledby={titleId}>
      <ErrorCard>
        <StatusCode aria-hidden="true">{status}</StatusCode>
        <ErrorTitle id={titleId}>{notFound ? t('error.not_found_title') : message || t('error.default_message')}</ErrorTitle>
        <ErrorText>{notFound ? t('error.not_found_text') : t('error.status', { status })}</ErrorText>
        <Button href={homeHref} variant="primary" iconStart={<Icon name="chevronLeft" />}>
          {t('error.home')}
        </Button>
      </ErrorCard>
    </ErrorRoot>
  );
}
