import { useTranslation } from 'react-i18next';
import { dialablePhone, type CompanyInfo } from '../../../contract/settings';
import { LegalDisclaimer } from '../LegalDisclaimer';
import {
  BrandBlock,
  CompanyAddress,
  CompanyFacts,
  ContactBlock,
  ContactList,
  DisclaimerSlot,
  Divider,
  FooterAnchor,
  FooterBottom,
  FooterBrand,
  FooterInner,
  FooterLink,
  FooterNav,
  FooterRoot,
  FooterTop,
  GroupHeading,
  LinkGroup,
  LinkList,
  PrivacyChoicesMark,
  Tagline,
  UsNotice,
} from './Footer.styles';

export interface FooterProps {
  siteName: string;
  /** SPEC §3 company info; null while it is not known. */
  company: CompanyInfo | null;
  supportEmail: string;
  /** Shown as given; dialled with dashes and spaces removed (SPEC §9). */
  supportPhone: string;
  hrefs: {
    terms: string;
    privacy: string;
    cookies: string;
    ban: string;
    pricing: string;
    complaints: string;
    returnPolicy: string;
    faq: string;
    /** Where "Contact support" goes; a mailto: link to the support email when absent. */
    support?: string;
  };
  /** `us`: the US footer (English visitors in the US) with its privacy-choice, health-data and 2257 links. */
  variant?: 'default' | 'us';
  /** What a message costs the reader's country in credits, for the disclaimer; null while unknown. */
  messageCost?: number | null;
  /** The copyright year; this year when absent. */
  year?: number;
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

/** The "Your Privacy Choices" mark (California's opt-out icon), drawn in the text colour. */
function PrivacyChoicesIcon() {
  return (
    <PrivacyChoicesMark viewBox="0 0 30 14" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="28.5" height="12.5" rx="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 0.75h7.75a6.25 6.25 0 0 1 0 12.5H12z" fill="currentColor" />
      <path d="M5 7.2l2 2 3.6-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M19.5 4.6l4.4 4.8M23.9 4.6l-4.4 4.8" fill="none" stroke="var(--footer-mark-contrast)" strokeWidth="1.5" strokeLinecap="round" />
    </PrivacyChoicesMark>
  );
}

/** SPEC §2 footer: help and legal links, contact and company details, the legal disclaimer; a US variant. */
export function Footer({ siteName, company, supportEmail, supportPhone, hrefs, variant = 'default', year, messageCost = null }: FooterProps) {
  const { t, i18n } = useTranslation('layout');
  const us = variant === 'us';
  const phone = supportPhone || company?.support_phone || '';
  const supportHref = hrefs.support ?? (supportEmail ? `mailto:${supportEmail}` : null);
  const copyrightYear = year ?? new Date().getFullYear();

  return (
    <FooterRoot>
      <FooterInner>
        <FooterTop>
          <BrandBlock>
            <FooterBrand>{siteName}</FooterBrand>
            <Tagline>{t('footer.tagline')}</Tagline>
          </BrandBlock>

          <FooterNav aria-label={t('footer.label')}>
            <LinkGroup>
              <GroupHeading>{t('footer.help_heading')}</GroupHeading>
              <LinkList>
                <li>
                  <FooterLink href={hrefs.faq}>{t('footer.faq')}</FooterLink>
                </li>
                {supportHref ? (
                  <li>
                    {supportHref.startsWith('mailto:') ? (
                      <FooterAnchor href={supportHref}>{t('footer.support')}</FooterAnchor>
                    ) : (
                      <FooterLink href={supportHref}>{t('footer.support')}</FooterLink>
                    )}
                  </li>
                ) : null}
                <li>
                  <FooterLink href={hrefs.complaints}>{t('footer.complaints')}</FooterLink>
                </li>
                <li>
                  <FooterLink href={hrefs.pricing}>{t('footer.pricing')}</FooterLink>
                </li>
                <li>
                  <FooterLink href={hrefs.returnPolicy}>{t('footer.return_policy')}</FooterLink>
                </li>
              </LinkList>
            </LinkGroup>

            <LinkGroup>
              <GroupHeading>{t('footer.legal_heading')}</GroupHeading>
              <LinkList>
                <li>
                  <FooterLink href={hrefs.terms}>{t(us ? 'footer.us.terms' : 'footer.terms')}</FooterLink>
                </li>
                <li>
                  <FooterLink href={hrefs.privacy}>{t(us ? 'footer.us.privacy' : 'footer.privacy')}</FooterLink>
                </li>
                {us ? (
                  <>
                    <li>
                      <FooterLink href={`${hrefs.privacy}#your-privacy-choices`}>
                        {t('footer.us.privacy_choices')}
                        <PrivacyChoicesIcon />
                      </FooterLink>
                    </li>
                    <li>
                      <FooterLink href={`${hrefs.privacy}#your-privacy-choices`}>{t('footer.us.do_not_sell')}</FooterLink>
                    </li>
                    <li>
                      <FooterLink href={`${hrefs.privacy}#consumer-health-data`}>{t('footer.us.health_data')}</FooterLink>
                    </li>
                  </>
                ) : null}
                <li>
                  <FooterLink href={hrefs.cookies}>{t('footer.cookies')}</FooterLink>
                </li>
                <li>
                  <FooterLink href={hrefs.ban}>{t('footer.ban')}</FooterLink>
                </li>
                {us ? (
                  <li>
                    <FooterLink href={`${hrefs.terms}#record-keeping-2257`}>{t('footer.us.statement_2257')}</FooterLink>
                  </li>
                ) : null}
              </LinkList>
            </LinkGroup>
          </FooterNav>

          <ContactBlock>
            <GroupHeading>{t('footer.contact_heading')}</GroupHeading>
            {supportEmail || phone ? (
              <ContactList>
                {supportEmail ? (
                  <>
                    <dt>{t('footer.email_label')}</dt>
                    <dd>
                      <FooterAnchor href={`mailto:${supportEmail}`} $underline>{supportEmail}</FooterAnchor>
                    </dd>
                  </>
                ) : null}
                {phone ? (
                  <>
                    <dt>{t('footer.phone_label')}</dt>
                    <dd>
                      <FooterAnchor href={`tel:${dialablePhone(phone)}`} $underline>{phone}</FooterAnchor>
                    </dd>
                  </>
                ) : null}
              </ContactList>
            ) : null}
            {company ? (
              <>
                <CompanyAddress>
                  <strong>{company.name}</strong>
                  {company.address}
                  <br />
                  {company.city}
                  <br />
                  {countryName(company.country, i18n.language)}
                </CompanyAddress>
                <CompanyFacts>
                  {company.kvk ? (
                    <div>
                      <dt>{t('footer.kvk_label')}</dt>
                      <dd>{company.kvk}</dd>
                    </div>
                  ) : null}
                  {company.vat_numbers.length > 0 ? (
                    <div>
                      <dt>{t('footer.vat_label', { count: company.vat_numbers.length })}</dt>
                      <dd>{company.vat_numbers.join(', ')}</dd>
                    </div>
                  ) : null}
                  {company.tradenames.length > 0 ? (
                    <div>
                      <dt>{t('footer.tradenames_label', { count: company.tradenames.length })}</dt>
                      <dd>{company.tradenames.join(', ')}</dd>
                    </div>
                  ) : null}
                </CompanyFacts>
              </>
            ) : null}
          </ContactBlock>
        </FooterTop>

        <Divider />

        <DisclaimerSlot>
          <LegalDisclaimer siteName={siteName} messageCost={messageCost} />
        </DisclaimerSlot>

        {us ? <UsNotice>{t('footer.us.notice', { siteName })}</UsNotice> : null}

        <FooterBottom>
          <p>{t('footer.copyright', { year: copyrightYear, siteName })}</p>
          {company ? <p>{t('footer.operated_by', { siteName, company: company.name })}</p> : null}
        </FooterBottom>
      </FooterInner>
    </FooterRoot>
  );
}
