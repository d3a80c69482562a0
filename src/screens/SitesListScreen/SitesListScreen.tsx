import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../../locales/languages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import { ForName } from '../../layout/StaffLayout/ForName';
import { NicheSwatch } from './NicheSwatch';
import {
  DomainCell,
  EmptyState,
  Header,
  Heading,
  Lead,
  Muted,
  NicheCell,
  ScreenRoot,
  SkeletonStack,
  StatusPill,
  Table,
  TableWrap,
  Title,
} from './SitesListScreen.styles';

export interface SiteListItem {
  id: number;
  domain: string;
  name: string;
  /** 1–7. */
  niche: number;
  languages: readonly Language[];
  /** The domain's default language. */
  defaultLanguage: Language;
  active: boolean;
}

export interface SitesListScreenProps {
  /** The sites this staff member may see (a partner: only their own). */
  sites: readonly SiteListItem[];
  editHref: (id: number) => string;
  /** Admins only: where a new site is created. Leave out for partners. */
  createHref?: string;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** The white-label sites a staff member manages, each with its niche colours, languages and an edit link. */
export function SitesListScreen({ sites, editHref, createHref, loading = false, error, onRetry }: SitesListScreenProps) {
  const { t } = useTranslation('staff');
  const titleId = useId();

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="3rem" />
        ))}
      </SkeletonStack>
    );
  } else if (error) {
    content = (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else if (sites.length === 0) {
    content = (
      <EmptyState>
        <Icon name="globe" size="2rem" />
        <p>{createHref ? t('sites.empty_admin') : t('sites.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <TableWrap>
        <Table>
          <caption>{t('sites.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sites.col.site')}</th>
              <th scope="col">{t('sites.col.niche')}</th>
              <th scope="col">{t('sites.col.languages')}</th>
              <th scope="col">{t('sites.col.status')}</th>
              <th scope="col">{t('sites.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id} data-site-id={site.id}>
                <th scope="row" data-label={t('sites.col.site')}>
                  <DomainCell>
                    <span>{site.domain}</span>
                    <Muted>{site.name}</Muted>
                  </DomainCell>
                </th>
                <td data-label={t('sites.col.niche')}>
                  <NicheCell>
                    <NicheSwatch niche={site.niche} />
                    {t(`niche.${site.niche}`)}
                  </NicheCell>
                </td>
                <td data-label={t('sites.col.languages')}>
                  {site.languages.map((language) => (language === site.defaultLanguage ? t('sites.default_language', { language: LANGUAGE_NAMES[language] }) : LANGUAGE_NAMES[language])).join(', ')}
                </td>
                <td data-label={t('sites.col.status')}>
                  <StatusPill $tone={site.active ? 'success' : 'neutral'}>{site.active ? t('sites.active') : t('sites.inactive')}</StatusPill>
                </td>
                <td data-label={t('sites.col.actions')}>
                  <Link href={editHref(site.id)}>
                    {t('sites.edit')}
                    <ForName name={site.domain} />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Heading>
          <Title id={titleId}>{t('sites.title')}</Title>
          <Lead>{t('sites.lead')}</Lead>
        </Heading>
        {createHref ? (
          <Button href={createHref} iconStart={<Icon name="globe" />}>
            {t('sites.create')}
          </Button>
        ) : null}
      </Header>
      {content}
    </ScreenRoot>
  );
}
