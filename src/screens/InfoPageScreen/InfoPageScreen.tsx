import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_GRACE_DAYS, MIN_AGE } from '../../../contract/constants';
import type { InfoPage } from '../../../contract/infoPages';
import { dialablePhone, type CompanyInfo } from '../../../contract/settings';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import {
  Anchor,
  Answer,
  Body,
  BulletList,
  Details,
  Header,
  Layout,
  Lead,
  LinkLine,
  Question,
  QuestionList,
  Related,
  RelatedList,
  ScreenRoot,
  Section,
  SectionTitle,
  SkeletonBlock,
  Title,
  Toc,
  TocList,
  TocTitle,
  Version,
} from './InfoPageScreen.styles';
import { FAQ_GROUPS, INFO_PAGE_SECTIONS, RELATED_PAGES, type InfoBlock, type InfoLinkTarget } from './infoPageContent';

/** The site facts the texts are written with (SPEC §3 settings). */
export interface InfoPageSite {
  name: string;
  domain: string;
  supportEmail: string;
  /** Shown as given; dialled with dashes and spaces removed (SPEC §9). */
  supportPhone: string;
  refundDays: number;
  fictionalSingular: string;
  fictionalPlural: string;
  /** What a message costs the reader's country in credits (as the chat charges it); null while unknown. */
  messageCredits?: number | null;
}

export interface InfoPageScreenProps {
  page: InfoPage;
  site: InfoPageSite;
  /** SPEC §3 company info: the operator named in the texts and listed in the details; null when unknown. */
  company: CompanyInfo | null;
  /** The terms' version date (SPEC §9): ISO for the machine, written out for the reader. */
  version?: { iso: string; label: string };
  hrefs: Record<InfoLinkTarget, string>;
  /** The company info is still loading: its details show as placeholders. */
  loading?: boolean;
  /** The company info could not be loaded (already translated); the texts still show, naming the site. */
  error?: string;
  onRetry?: () => void;
}

/** The `pages` namespace key of a page (`return-policy` → `return_policy`). */
function pageKey(page: InfoPage): string {
  return page.replace('-', '_');
}

/** A two-letter country code in the reader's language ("NL" → "Netherlands"); anything else as given. */
function countryName(country: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * SPEC §2 info pages (`/pages/terms`, privacy, cookies, ban, return-policy, faq, service, and the `{token}` route):
 * the page's texts in the reader's language, written with the site's own facts (name, domain, support contacts,
 * refund days, fictional wording) and the operating company's details.
 */
export function InfoPageScreen({ page, site, company, version, hrefs, loading = false, error, onRetry }: InfoPageScreenProps) {
  const { t, i18n } = useTranslation('pages');
  const titleId = useId();
  const tocId = useId();
  const relatedId = useId();
  const key = pageKey(page);
  const values = {
    site: site.name,
    domain: site.domain,
    operator: company?.name || site.name,
    supportEmail: site.supportEmail,
    minAge: MIN_AGE,
    fictionalSingular: site.fictionalSingular,
    fictionalPlural: site.fictionalPlural,
  };
  const counts: Record<'refundDays' | 'reactivationDays' | 'messageCredits', number | null> = {
    refundDays: site.refundDays,
    reactivationDays: DELETE_GRACE_DAYS,
    messageCredits: site.messageCredits ?? null,
  };
  // A company name that ends in a full stop ("B.V.") ending a sentence would print two.
  const text = (key: string, count?: number): string => {
    const written = t(key, count === undefined ? values : { ...values, count });
    return values.operator.endsWith('.') ? written.split(`${values.operator}.`).join(values.operator) : written;
  };
  const phone = site.supportPhone || company?.support_phone || '';

  const linkLine = (to: InfoLinkTarget) => (
    <LinkLine key={`link-${to}`}>
      <Link href={hrefs[to]}>{t(`links.${to}`)}</Link>
    </LinkLine>
  );

  const contactDetails = (
    <Details key="contact">
      {site.supportEmail ? (
        <>
          <dt>{t('details.email')}</dt>
          <dd>
            <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>
          </dd>
        </>
      ) : null}
      {phone ? (
        <>
          <dt>{t('details.phone')}</dt>
          <dd>
            <Anchor href={`tel:${dialablePhone(phone)}`}>{phone}</Anchor>
          </dd>
        </>
      ) : null}
    </Details>
  );

  const companyDetails = (): ReactNode => {
    if (loading && !company) {
      return (
        <SkeletonBlock key="company" aria-hidden="true">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="45%" />
        </SkeletonBlock>
      );
    }
    if (!company) return null;
    return (
      <Details key="company">
        <dt>{t('details.company')}</dt>
        <dd>{company.name}</dd>
        <dt>{t('details.address')}</dt>
        <dd>{[company.address, company.city, countryName(company.country, i18n.language)].filter(Boolean).join(', ')}</dd>
        {company.kvk ? (
          <>
            <dt>{t('details.kvk')}</dt>
            <dd>{company.kvk}</dd>
          </>
        ) : null}
        {company.vat_numbers.length > 0 ? (
          <>
            <dt>{t('details.vat', { count: company.vat_numbers.length })}</dt>
            <dd>{company.vat_numbers.join(', ')}</dd>
          </>
        ) : null}
        {company.tradenames.length > 0 ? (
          <>
            <dt>{t('details.tradenames', { count: company.tradenames.length })}</dt>
            <dd>{company.tradenames.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('details.website')}</dt>
        <dd>{site.domain}</dd>
      </Details>
    );
  };

  const block = (scope: string, item: InfoBlock, index: number): ReactNode => {
    switch (item.kind) {
      case 'p':
        return <p key={`p-${index}`}>{text(`${scope}.${item.key}`, item.count ? (counts[item.count] ?? undefined) : undefined)}</p>;
      case 'list':
        return (
          <BulletList key={`list-${index}`}>
            {item.items.map((entry) => (
              <li key={entry}>{text(`${scope}.items.${entry}`)}</li>
            ))}
          </BulletList>
        );
      case 'company':
        return companyDetails();
      case 'contact':
        return contactDetails;
      case 'link':
        return linkLine(item.to);
    }
  };

  const sections = page === 'faq' ? null : INFO_PAGE_SECTIONS[page];
  const tocEntries =
    sections?.map((section) => ({ anchor: section.anchor, label: t(`${key}.${section.key}.heading`, values) })) ??
    FAQ_GROUPS.map((group) => ({ anchor: group.key, label: t(`faq.${group.key}.heading`) }));

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined} data-info-page={page}>
      <Header>
        <Title id={titleId}>{t(`${key}.title`)}</Title>
        {version ? (
          <Version>
            <time dateTime={version.iso}>{t('version', { date: version.label })}</time>
          </Version>
        ) : null}
        <Lead>{text(`${key}.lead`)}</Lead>
      </Header>

      {error ? (
        <Alert
          tone="warning"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : null}

      <Layout>
        <Toc aria-labelledby={tocId}>
          <TocTitle id={tocId}>{t('toc')}</TocTitle>
          <TocList>
            {tocEntries.map((entry) => (
              <li key={entry.anchor}>
                <Anchor href={`#${entry.anchor}`}>{entry.label}</Anchor>
              </li>
            ))}
          </TocList>
        </Toc>

        <Body>
          {sections
            ? sections.map((section) => {
                const headingId = `${section.anchor}-heading`;
                return (
                  <Section key={section.key} id={section.anchor} aria-labelledby={headingId}>
                    <SectionTitle id={headingId}>{t(`${key}.${section.key}.heading`, values)}</SectionTitle>
                    {section.blocks.map((item, index) => block(`${key}.${section.key}`, item, index))}
                  </Section>
                );
              })
            : FAQ_GROUPS.map((group) => {
                const headingId = `${group.key}-heading`;
                return (
                  <Section key={group.key} id={group.key} aria-labelledby={headingId}>
                    <SectionTitle id={headingId}>{t(`faq.${group.key}.heading`)}</SectionTitle>
                    <QuestionList>
                      {group.questions.map((question) => {
                        const scope = `faq.${group.key}.${question.key}`;
                        const count = question.count ? counts[question.count] : undefined;
                        // A counted answer waits for its number (the message price loads with the page).
                        if (count === null) return null;
                        return (
                          <Question key={question.key} data-question={`${group.key}.${question.key}`}>
                            <summary>{t(`${scope}.question`, values)}</summary>
                            <Answer>
                              <p>{text(`${scope}.answer`, count)}</p>
                              {question.link ? linkLine(question.link) : null}
                            </Answer>
                          </Question>
                        );
                      })}
                    </QuestionList>
                  </Section>
                );
              })}
          {page === 'faq' ? (
            <Section as="div">
              <p>{t('faq.more')}</p>
              {linkLine('service')}
            </Section>
          ) : null}
        </Body>
      </Layout>

      <Related aria-labelledby={relatedId}>
        <TocTitle id={relatedId}>{t('related')}</TocTitle>
        <RelatedList>
          {RELATED_PAGES.filter((entry) => entry.page !== page).map((entry) => (
            <li key={entry.page}>
              <Link href={hrefs[entry.target]}>{t(`links.${entry.target}`)}</Link>
            </li>
          ))}
          <li>
            <Link href={hrefs.complaints}>{t('links.complaints')}</Link>
          </li>
        </RelatedList>
      </Related>
    </ScreenRoot>
  );
}
