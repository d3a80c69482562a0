import { interestKeys } from '../../contract/interests';
import type { Language } from '../../contract/constants';
import type { SiteSettings } from './service';

/**
 * The company and sites the embedded default starts with. All names, addresses and numbers are fictional
 * (`.example` mail domains, a made-up chamber-of-commerce number). Settings are per domain, so their texts are in
 * the domain's language: English everywhere except `nl.localhost`.
 */

export interface SeedCompany {
  readonly name: string;
  readonly address: string;
  readonly kvk: string;
  readonly city: string;
  readonly country: string;
  readonly tradenames: readonly string[];
  readonly vat_numbers: readonly string[];
  readonly support_phone: string;
  readonly delete_discount: number;
  readonly added: string;
}

export type SeedSite = Omit<SiteSettings, 'company_id'>;

/** The SPEC §9 country map, in the order the country picker shows them. */
export const DEMO_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'CH', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'FR', 'IT', 'ES', 'PL', 'DK', 'FI', 'NO', 'SE'];

const SUPPORT_PHONE = '+31 20-123 4567';

export const DEMO_COMPANY: SeedCompany = {
  name: 'Harbourlight Media B.V.',
  address: 'Keizersgracht 221',
  kvk: '87654321',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['FlirtLane', 'SheFlirts', 'KinkCircle', 'CurvyCrush', 'SilverSpark', 'CougarCove', 'HarborMen'],
  vat_numbers: ['NL004495445B01'],
  support_phone: SUPPORT_PHONE,
  delete_discount: 25,
  added: '2024-03-01T12:00:00Z',
};

/** Lowest price of one message per country (legal price information), in local currency. */
const MINIMUM_MESSAGE_COSTS: SeedSite['minimum_message_costs'] = {
  NL: { costs: 0.79, currency: 'EUR' },
  BE: { costs: 0.79, currency: 'EUR' },
  DE: { costs: 0.79, currency: 'EUR' },
  AT: { costs: 0.79, currency: 'EUR' },
  CH: { costs: 0.85, currency: 'CHF' },
  GB: { costs: 0.69, currency: 'GBP' },
  US: { costs: 0.89, currency: 'USD' },
  DK: { costs: 5.95, currency: 'DKK' },
  NO: { costs: 8.95, currency: 'NOK' },
  SE: { costs: 8.95, currency: 'SEK' },
  PL: { costs: 3.49, currency: 'PLN' },
};

interface Brand {
  readonly domain: string;
  readonly niche: number;
  readonly name: string;
  readonly index_title: string;
  readonly description: string;
  readonly mailbox: string;
  readonly language?: Language;
  readonly countries?: readonly string[];
  readonly fictional?: Pick<SeedSite, 'fictional_warning' | 'fictional_singular' | 'fictional_plural'>;
}

/**
 * The partner's fictional wording in all 11 languages (SPEC §3: site texts follow the reader's language, falling back
 * to the domain language). The back office edits them per language.
 */
const DEMO_FICTIONAL: Pick<SeedSite, 'fictional_warning' | 'fictional_singular' | 'fictional_plural'> = {
  fictional_warning: {
    en: 'Some profiles on this site are fictional and run by our team for entertainment. You cannot meet them in person. They are marked with an icon.',
    nl: 'Sommige profielen op deze site zijn fictief en worden ter vermaak door ons team beheerd. Je kunt ze niet in het echt ontmoeten. Ze zijn gemarkeerd met een icoon.',
    de: 'Einige Profile auf dieser Seite sind fiktiv und werden zur Unterhaltung von unserem Team betrieben. Du kannst sie nicht persönlich treffen. Sie sind mit einem Symbol gekennzeichnet.',
    it: "Alcuni profili su questo sito sono fittizi e gestiti dal nostro team a scopo di intrattenimento. Non puoi incontrarli di persona. Sono contrassegnati da un'icona.",
    fr: 'Certains profils de ce site sont fictifs et gérés par notre équipe pour le divertissement. Vous ne pouvez pas les rencontrer en personne. Ils sont signalés par une icône.',
    es: 'Algunos perfiles de este sitio son ficticios y nuestro equipo los gestiona como entretenimiento. No puedes conocerlos en persona. Están marcados con un icono.',
    pl: 'Niektóre profile na tej stronie są fikcyjne i prowadzone przez nasz zespół dla rozrywki. Nie możesz spotkać ich osobiście. Są oznaczone ikoną.',
    da: 'Nogle profiler på dette site er fiktive og drives af vores team som underholdning. Du kan ikke møde dem i virkeligheden. De er markeret med et ikon.',
    fi: 'Osa tämän sivuston profiileista on kuvitteellisia, ja tiimimme ylläpitää niitä viihteenä. Et voi tavata niitä henkilökohtaisesti. Ne on merkitty kuvakkeella.',
    nb: 'Noen profiler på dette nettstedet er fiktive og drives av teamet vårt som underholdning. Du kan ikke møte dem i virkeligheten. De er merket med et ikon.',
    sv: 'Vissa profiler på den här webbplatsen är fiktiva och drivs av vårt team som underhållning. Du kan inte träffa dem på riktigt. De är märkta med en ikon.',
  },
  fictional_singular: {
    en: 'entertainment profile',
    nl: 'amusementsprofiel',
    de: 'Unterhaltungsprofil',
    it: 'profilo di intrattenimento',
    fr: 'profil de divertissement',
    es: 'perfil de entretenimiento',
    pl: 'profil rozrywkowy',
    da: 'underholdningsprofil',
    fi: 'viihdeprofiili',
    nb: 'underholdningsprofil',
    sv: 'underhållningsprofil',
  },
  fictional_plural: {
    en: 'entertainment profiles',
    nl: 'amusementsprofielen',
    de: 'Unterhaltungsprofile',
    it: 'profili di intrattenimento',
    fr: 'profils de divertissement',
    es: 'perfiles de entretenimiento',
    pl: 'profile rozrywkowe',
    da: 'underholdningsprofiler',
    fi: 'viihdeprofiilit',
    nb: 'underholdningsprofiler',
    sv: 'underhållningsprofiler',
  },
};

function site(brand: Brand): SeedSite {
  return {
    domain: brand.domain,
    domain_language: brand.language ?? 'en',
    name: brand.name,
    index_title: brand.index_title,
    description: brand.description,
    niche: brand.niche,
    countries: [...(brand.countries ?? DEMO_COUNTRIES)],
    cdn_prefix: '/media/',
    visible_profile_fields: ['gender', 'sexuality', 'age', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'interests'],
    visible_profile_notes: true,
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
    message_credits: 1,
    signup_credits: 3,
    photo_credits: 2,
    gift_credits: 5,
    message_length: 1000,
    minimum_message_costs: MINIMUM_MESSAGE_COSTS,
    support_email: `support@${brand.mailbox}.example`,
    support_phone: SUPPORT_PHONE,
    enable_site_entry_popup: 'yes',
    ...(brand.fictional ?? DEMO_FICTIONAL),
    fictional_icon: '🎭',
    refund_days: 14,
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    member_resell: false,
    mail_name: brand.name,
    interests: [...interestKeys],
  };
}

const FLIRTLANE: Omit<Brand, 'domain'> = {
  niche: 1,
  name: 'FlirtLane',
  index_title: 'FlirtLane – Flirt and date with singles near you',
  description:
    'Meet open-minded singles near you. Create a free profile, browse members in your region and start chatting today.',
  mailbox: 'flirtlane',
};

/** The site on `localhost`: created on every start, also with SEED=none, so a fresh server always answers. */
export const DEFAULT_SITE: SeedSite = site({ ...FLIRTLANE, domain: 'localhost' });

/** Demo sites for all 7 niches (SPEC §9 slugs as sub-domains of localhost), created with SEED=demo. */
export const DEMO_SITES: readonly SeedSite[] = [
  site({ ...FLIRTLANE, domain: 'default.localhost' }),
  site({
    ...FLIRTLANE,
    domain: 'nl.localhost',
    language: 'nl',
    countries: ['NL', 'BE'],
    index_title: 'FlirtLane – Flirten en daten met singles bij jou in de buurt',
    description:
      'Ontmoet ruimdenkende singles bij jou in de buurt. Maak gratis een profiel aan, bekijk leden uit je regio en begin vandaag nog met chatten.',
  }),
  site({
    domain: 'she.localhost',
    niche: 2,
    name: 'SheFlirts',
    index_title: 'SheFlirts – Dating for women who love women',
    description: 'A warm and discreet place where women meet women. Chat, flirt and find your match nearby.',
    mailbox: 'sheflirts',
  }),
  site({
    domain: 'bdsm.localhost',
    niche: 3,
    name: 'KinkCircle',
    index_title: 'KinkCircle – BDSM and kink dating',
    description:
      'Explore your kinks with like-minded people. Discreet profiles, clear boundaries and members who know what they want.',
    mailbox: 'kinkcircle',
  }),
  site({
    domain: 'bbw.localhost',
    niche: 4,
    name: 'CurvyCrush',
    index_title: 'CurvyCrush – Dating for curvy singles and their admirers',
    description: 'Curves are celebrated here. Meet confident plus-size singles and the people who adore them.',
    mailbox: 'curvycrush',
  }),
  site({
    domain: 'gilf.localhost',
    niche: 5,
    name: 'SilverSpark',
    index_title: 'SilverSpark – Flirt with experienced older women',
    description: 'Age brings confidence. Meet older women who still love to flirt, chat and have fun.',
    mailbox: 'silverspark',
  }),
  site({
    domain: 'milf.localhost',
    niche: 6,
    name: 'CougarCove',
    index_title: 'CougarCove – Meet mature women looking for fun',
    description: 'Confident mature women and the admirers they like to meet. Start a conversation tonight.',
    mailbox: 'cougarcove',
  }),
  site({
    domain: 'gay.localhost',
    niche: 7,
    name: 'HarborMen',
    index_title: 'HarborMen – Gay dating and chat',
    description: 'Meet gay and bi men near you. Browse profiles, chat privately and see who likes you back.',
    mailbox: 'harbormen',
  }),
];
