import type { Faker } from '@faker-js/faker';
import type { Gender } from '../../contract/accounts';
import type { Language } from '../../contract/constants';
import { INTERESTS, type InterestKey } from '../../contract/interests';
import type { BodyType, EyeColor, HairColor, PhotoVisibility, RelationshipStatus, Sexuality } from '../../contract/members';
import { COUNTRY_LANGUAGES } from '../../locales/languages';
import { largestCities, type CityPlace } from '../geo/cities';
import { roundCoordinate } from '../geo/geocode';
import { KINK_INTERESTS } from '../members/audience';
import { demoAboutChoice, demoAboutText } from './about-texts';
import { ageBandOf, avatarSeedOf, type AvatarFeatures } from './avatars';
import { Random } from './prng';

/**
 * Deterministic demo members: the same seed and count give the same members on every machine. The mix is chosen so
 * each of the 7 niche sites has an audience (women of every age and body type, men seeking men, couples, trans
 * members, members with a kink), spread over the 19 countries of SPEC §9 with real cities from the offline dataset.
 */

/** One photo of a member: its drawing is the member's `avatar` with the photo's position (server/seed/avatars.ts). */
export interface PhotoSeed {
  readonly visibility: PhotoVisibility;
}

export interface MemberSeed {
  readonly email: string;
  readonly name: string;
  readonly gender: Gender;
  readonly seeking: Gender;
  readonly dateOfBirth: string;
  readonly country: string;
  readonly region: string | null;
  readonly city: string;
  readonly lat: number;
  readonly lon: number;
  readonly sexuality: Sexuality;
  readonly hairColor: HairColor;
  readonly eyeColor: EyeColor;
  readonly bodyType: BodyType;
  readonly relationshipStatus: RelationshipStatus;
  readonly heightCm: number | null;
  readonly interests: readonly InterestKey[];
  readonly kink: boolean;
  readonly about: string;
  readonly fictional: boolean;
  readonly language: Language;
  readonly lastActiveAt: string;
  readonly createdAt: string;
  /** The member's face: seeded by the member, following their look, age and hair colour. */
  readonly avatar: AvatarFeatures;
  readonly photos: readonly PhotoSeed[];
}

/** Member share per country (SPEC §9 countries). */
const COUNTRY_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['NL', 14],
  ['DE', 12],
  ['GB', 10],
  ['US', 10],
  ['BE', 6],
  ['FR', 6],
  ['ES', 5],
  ['IT', 5],
  ['CA', 4],
  ['AU', 4],
  ['PL', 4],
  ['AT', 3],
  ['CH', 3],
  ['IE', 3],
  ['SE', 3],
  ['NZ', 2],
  ['DK', 2],
  ['FI', 2],
  ['NO', 2],
];

type FakerLocale = 'nl' | 'nl_BE' | 'de' | 'de_AT' | 'de_CH' | 'en_GB' | 'en_IE' | 'en_US' | 'en_CA' | 'en_AU' | 'fr' | 'it' | 'es' | 'pl' | 'da' | 'fi' | 'nb_NO' | 'sv';

const FAKER_LOCALE: Readonly<Record<string, FakerLocale>> = {
  NL: 'nl',
  BE: 'nl_BE',
  DE: 'de',
  AT: 'de_AT',
  CH: 'de_CH',
  GB: 'en_GB',
  IE: 'en_IE',
  US: 'en_US',
  CA: 'en_CA',
  AU: 'en_AU',
  NZ: 'en_AU',
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  PL: 'pl',
  DK: 'da',
  FI: 'fi',
  NO: 'nb_NO',
  SE: 'sv',
};

/** Faker instances per locale, seeded once so the name sequence is deterministic. */
export type NameSource = (locale: FakerLocale) => Faker;

export async function loadNameSource(seed: number): Promise<NameSource> {
  const all = await import('@faker-js/faker');
  const byLocale: Record<FakerLocale, Faker> = {
    nl: all.fakerNL,
    nl_BE: all.fakerNL_BE,
    de: all.fakerDE,
    de_AT: all.fakerDE_AT,
    de_CH: all.fakerDE_CH,
    en_GB: all.fakerEN_GB,
    en_IE: all.fakerEN_IE,
    en_US: all.fakerEN_US,
    en_CA: all.fakerEN_CA,
    en_AU: all.fakerEN_AU,
    fr: all.fakerFR,
    it: all.fakerIT,
    es: all.fakerES,
    pl: all.fakerPL,
    da: all.fakerDA,
    fi: all.fakerFI,
    nb_NO: all.fakerNB_NO,
    sv: all.fakerSV,
  };
  for (const faker of Object.values(byLocale)) faker.seed(seed);
  return (locale) => byLocale[locale];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

function hashIndex(seed: number, index: number): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  hash = Math.imul(hash ^ index, 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * How long ago member `index` was last active: about 6% within the online window, a third within a day, the rest
 * over the last month. Its own function so a restart can move the demo's activity forward without regenerating.
 */
export function demoActivityAgoMs(seed: number, index: number): number {
  const random = new Random(hashIndex(seed, index));
  const roll = random.next();
  if (roll < 0.06) return random.int(0, 8) * MINUTE_MS;
  if (roll < 0.35) return random.int(10, 24 * 60) * MINUTE_MS;
  return random.int(1, 30) * DAY_MS + random.int(0, 24 * 60) * MINUTE_MS;
}

interface GenderPlan {
  readonly gender: Gender;
  readonly seeking: Gender;
  readonly age: number;
}

function genderPlan(random: Random): GenderPlan {
  const gender = random.weighted<Gender>([
    ['woman', 48],
    ['man', 38],
    ['couple', 7],
    ['trans', 7],
  ]);
  const age = (): number => {
    const band = random.weighted<readonly [number, number]>([
      [[18, 34], 40],
      [[35, 59], 42],
      [[60, 78], 18],
    ]);
    return random.int(band[0], band[1]);
  };
  switch (gender) {
    case 'woman':
      return { gender, seeking: random.weighted<Gender>([['man', 68], ['woman', 27], ['couple', 5]]), age: age() };
    case 'man':
      return { gender, seeking: random.weighted<Gender>([['woman', 68], ['man', 27], ['couple', 5]]), age: age() };
    case 'couple':
      return { gender, seeking: random.weighted<Gender>([['woman', 45], ['couple', 35], ['man', 20]]), age: random.int(25, 62) };
    default:
      return { gender, seeking: random.weighted<Gender>([['man', 55], ['woman', 35], ['trans', 10]]), age: random.int(19, 55) };
  }
}

function sexualityFor(random: Random, plan: GenderPlan): Sexuality {
  const same = plan.gender === plan.seeking;
  if (plan.gender === 'couple') return random.pick(['bisexual', 'straight', 'pansexual', 'curious'] as const);
  if (plan.gender === 'trans') return random.pick(['straight', 'bisexual', 'pansexual', 'queer'] as const);
  if (same) {
    if (plan.gender === 'woman') return random.weighted<Sexuality>([['lesbian', 70], ['bisexual', 20], ['queer', 10]]);
    return random.weighted<Sexuality>([['gay', 75], ['bisexual', 20], ['queer', 5]]);
  }
  return random.weighted<Sexuality>([['straight', 82], ['bisexual', 12], ['curious', 6]]);
}

function bodyTypeFor(random: Random, gender: Gender): BodyType {
  if (gender === 'woman') {
    return random.weighted<BodyType>([['slim', 20], ['athletic', 15], ['average', 30], ['curvy', 22], ['plus', 13]]);
  }
  if (gender === 'man') return random.weighted<BodyType>([['slim', 18], ['athletic', 24], ['average', 32], ['muscular', 14], ['plus', 12]]);
  return random.pick(['slim', 'athletic', 'average', 'curvy'] as const);
}

function hairFor(random: Random, age: number): HairColor {
  if (age >= 60) return random.weighted<HairColor>([['grey', 45], ['white', 25], ['dyed', 15], ['blonde', 10], ['bald', 5]]);
  return random.weighted<HairColor>([['brown', 34], ['blonde', 24], ['black', 22], ['red', 7], ['auburn', 6], ['dyed', 5], ['bald', 2]]);
}

function relationshipFor(random: Random, gender: Gender): RelationshipStatus {
  if (gender === 'couple') return random.weighted<RelationshipStatus>([['married', 50], ['in_relationship', 30], ['open_relationship', 20]]);
  return random.weighted<RelationshipStatus>([
    ['single', 62],
    ['divorced', 14],
    ['separated', 5],
    ['widowed', 4],
    ['open_relationship', 6],
    ['its_complicated', 5],
    ['married', 4],
  ]);
}

function heightFor(random: Random, gender: Gender): number | null {
  if (gender === 'couple') return null;
  const mean = gender === 'man' ? 181 : gender === 'woman' ? 167 : 173;
  return Math.round(Math.min(205, Math.max(150, random.normal(mean, 7))));
}

const GENERAL_INTERESTS: readonly InterestKey[] = INTERESTS.map((interest) => interest.key).filter((key) => !KINK_INTERESTS.includes(key));

function interestsFor(random: Random, kink: boolean): InterestKey[] {
  const chosen = random.sample(GENERAL_INTERESTS, random.int(3, 8));
  if (kink) chosen.push(...random.sample(['bondage', 'sadomasochism'] as const, random.int(1, 2)));
  return chosen;
}

/**
 * Every generated member has a photo (so a visitor's first rows are faces, not letter tiles): one to three, the first
 * public (the main photo), later ones sometimes private.
 */
function photosFor(random: Random): PhotoSeed[] {
  const count = random.weighted<number>([[1, 50], [2, 32], [3, 18]]);
  return Array.from({ length: count }, (_, i) => ({ visibility: i > 0 && random.chance(0.35) ? 'private' : 'public' }));
}

function dateOfBirth(random: Random, age: number, now: Date): string {
  // Born between (age + 1) years and age years before today: exactly `age` today.
  const end = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  const start = Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return new Date(start + Math.floor(random.next() * Math.max(1, end - start))).toISOString().slice(0, 10);
}

function displayName(random: Random, faker: Faker, plan: GenderPlan): string {
  const first = (sex: 'female' | 'male') => faker.person.firstName(sex).split(' ')[0] ?? faker.person.firstName(sex);
  let name: string;
  if (plan.gender === 'couple') name = `${first('female')} & ${first(random.chance(0.8) ? 'male' : 'female')}`;
  else if (plan.gender === 'trans') name = first(random.chance(0.5) ? 'female' : 'male');
  else name = first(plan.gender === 'woman' ? 'female' : 'male');
  if (plan.gender !== 'couple' && random.chance(0.15)) name = `${name}${random.int(21, 99)}`;
  return name.slice(0, 30);
}

export interface GenerateOptions {
  readonly count: number;
  readonly seed: number;
  readonly now: Date;
  /** Emails are `<prefix>.<index>@example.invalid` (a reserved domain: no mail ever leaves). */
  readonly emailPrefix: string;
  /** Index of the first member (to add members to an existing run). */
  readonly firstIndex?: number;
  /** Share of fictional (entertainment) profiles. */
  readonly fictionalShare?: number;
  readonly names: NameSource;
}

export function demoMemberEmail(prefix: string, index: number): string {
  return `${prefix}.${String(index).padStart(6, '0')}@example.invalid`;
}

export function generateMembers(options: GenerateOptions): MemberSeed[] {
  const random = new Random(options.seed);
  const citiesByCountry = new Map<string, CityPlace[]>();
  const citiesOf = (country: string): CityPlace[] => {
    let list = citiesByCountry.get(country);
    if (!list) citiesByCountry.set(country, (list = largestCities(country, 30)));
    return list;
  };
  const members: MemberSeed[] = [];
  const firstIndex = options.firstIndex ?? 0;
  for (let offset = 0; offset < options.count; offset += 1) {
    const index = firstIndex + offset;
    const plan = genderPlan(random);
    const country = random.weighted(COUNTRY_WEIGHTS);
    const cities = citiesOf(country);
    // Bigger cities get more members, but not in proportion (square root of the population).
    const city = random.weighted(cities.map((candidate) => [candidate, Math.sqrt(candidate.population)] as const));
    const kink = random.chance(0.2);
    const email = demoMemberEmail(options.emailPrefix, index);
    const language = COUNTRY_LANGUAGES[country]?.[0] ?? 'en';
    // The text is chosen from the member (not from the stream), so it can be shown in a visitor's language later.
    const aboutChoice = demoAboutChoice(options.seed, index, plan.gender, kink);
    const lastActive = options.now.getTime() - demoActivityAgoMs(options.seed, index);
    const hairColor = hairFor(random, plan.age);
    members.push({
      email,
      name: displayName(random, options.names(FAKER_LOCALE[country] ?? 'en_GB'), plan),
      gender: plan.gender,
      seeking: plan.seeking,
      dateOfBirth: dateOfBirth(random, plan.age, options.now),
      country,
      region: city.region,
      city: city.name,
      lat: roundCoordinate(city.lat),
      lon: roundCoordinate(city.lon),
      sexuality: sexualityFor(random, plan),
      hairColor,
      eyeColor: random.weighted<EyeColor>([['brown', 40], ['blue', 28], ['green', 12], ['grey', 8], ['hazel', 10], ['amber', 2]]),
      bodyType: bodyTypeFor(random, plan.gender),
      relationshipStatus: relationshipFor(random, plan.gender),
      heightCm: heightFor(random, plan.gender),
      interests: interestsFor(random, kink),
      kink,
      about: demoAboutText(aboutChoice, language),
      fictional: random.chance(options.fictionalShare ?? 0.1),
      language,
      lastActiveAt: new Date(lastActive).toISOString(),
      createdAt: new Date(lastActive - random.int(1, 400) * DAY_MS).toISOString(),
      avatar: {
        seed: avatarSeedOf(email),
        look: plan.gender === 'couple' ? 'couple' : aboutChoice.feminine ? 'feminine' : 'masculine',
        age: ageBandOf(plan.age),
        hair: hairColor,
      },
      photos: photosFor(random),
    });
  }
  return members;
}
