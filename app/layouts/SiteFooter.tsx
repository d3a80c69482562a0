import { pathFor } from '../../contract/routes';
import { Footer } from '../../src/layout/Footer';
import { usePricing } from '../data/payments';
import { useCompanyInfo, useSettings } from '../data/site';
import { useLanguage } from '../hooks/useLanguage';
import { footerVariant } from '../rules/footerVariant';
import { visitorCountry } from '../rules/visitorCountry';

const FOOTER_HREFS = {
  terms: pathFor('pages-terms'),
  privacy: pathFor('pages-privacy'),
  cookies: pathFor('pages-cookies'),
  ban: pathFor('pages-ban'),
  pricing: pathFor('pricing'),
  complaints: pathFor('complaints'),
  returnPolicy: pathFor('pages-return-policy'),
  faq: pathFor('pages-faq'),
  // "Contact support" opens the customer service page (address, phone, hours) rather than a bare mailto: link.
  support: pathFor('pages-service'),
};

export function SiteFooter() {
  const settings = useSettings();
  const { company } = useCompanyInfo();
  const { language } = useLanguage();
  // The same answer as /pricing: what a message costs the member's (or visitor's) country, as the chat charges it.
  const pricing = usePricing();
  return (
    <Footer
      siteName={settings.name}
      company={company}
      supportEmail={settings.support_email}
      supportPhone={company?.support_phone || settings.support_phone}
      hrefs={FOOTER_HREFS}
      variant={footerVariant(language, visitorCountry(settings))}
      messageCost={pricing.data?.message_credits ?? null}
    />
  );
}
