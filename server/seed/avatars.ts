import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';
import { HAIR_COLORS, type HairColor } from '../../contract/members';
import { processPhoto } from '../media/pipeline';
import { storeProcessedPhoto } from '../media/photos';
import type { MediaStore } from '../media/store';
import { Random } from './prng';

/**
 * Demo avatar photos: faces drawn by DiceBear's `avataaars` style (the one with hair styles and colours, skin tones,
 * facial hair and glasses), rendered to PNG by sharp and stored through the same pipeline as uploads, so they have the
 * same three variants.
 *
 * Every demo member has their own face: the drawing is seeded by the member (a hash of their address) and follows
 * their profile — the look (feminine, masculine or a couple's two faces), the age band and the hair colour (`bald`
 * draws no hair at all; `grey` draws grey hair, and so on). Eye colour and body type are not something this style can
 * show, so they do not enter the drawing. The member's several photos are the same person: the seed and every
 * feature stay, only the background, expression, a mirror image and a slight tilt change per photo.
 *
 * Everything the drawing needs is in the storage key (`demo-avatar-v2-<seed>-<look>-<age>-<hair>-<photo>`), so a file
 * can be drawn from its key alone, without the database: the demo rows point at their keys at once, the main photos
 * are drawn in the background after start, and any file asked for before that is drawn on demand by the photo route.
 */

/** Bump when the drawings change, so stale cached files (tests/e2e/harness.ts) are not reused. */
export const AVATAR_VERSION = 'v2';
/** Rendered size; the stored full variant keeps it (smaller than the 1280 px cap), the thumb is 320 px. */
export const AVATAR_SIZE = 512;
/** A member has at most this many demo photos (the key's photo index is one digit). */
export const MAX_AVATAR_PHOTOS = 4;

export type AvatarLook = 'feminine' | 'masculine' | 'couple';
export type AgeBand = 'young' | 'middle' | 'older';

/** What a member's drawing is made of: the same for all their photos. */
export interface AvatarFeatures {
  /** 32-bit seed, from the member's identity (see `avatarSeedOf`). */
  readonly seed: number;
  readonly look: AvatarLook;
  readonly age: AgeBand;
  readonly hair: HairColor;
}

export interface AvatarPhoto {
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

const LOOK_CODES: Readonly<Record<AvatarLook, string>> = { feminine: 'f', masculine: 'm', couple: 'c' };
const AGE_CODES: Readonly<Record<AgeBand, string>> = { young: 'y', middle: 'm', older: 'o' };

export function ageBandOf(age: number): AgeBand {
  if (age >= 55) return 'older';
  return age >= 35 ? 'middle' : 'young';
}

/** FNV-1a of a text: the member's avatar seed from their (unique) address. */
export function avatarSeedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

export function avatarKey(features: AvatarFeatures, photo: number): string {
  const seed = features.seed.toString(16).padStart(8, '0');
  return `demo-avatar-${AVATAR_VERSION}-${seed}-${LOOK_CODES[features.look]}-${AGE_CODES[features.age]}-${features.hair}-${photo}`;
}

export function avatarPhoto(features: AvatarFeatures, photo: number): AvatarPhoto {
  return { key: avatarKey(features, photo), width: AVATAR_SIZE, height: AVATAR_SIZE };
}

const KEY_PATTERN = new RegExp(`^demo-avatar-${AVATAR_VERSION}-([0-9a-f]{8})-([fmc])-([ymo])-(${HAIR_COLORS.join('|')})-([0-${MAX_AVATAR_PHOTOS - 1}])$`);

function codeToValue<T extends string>(codes: Readonly<Record<T, string>>, code: string | undefined): T {
  const found = (Object.entries(codes) as Array<[T, string]>).find(([, value]) => value === code);
  if (!found) throw new Error(`unknown code ${String(code)}`);
  return found[0];
}

/** The features and photo index of a demo avatar key, or null for any other key. */
export function parseDemoAvatarKey(key: string): { features: AvatarFeatures; photo: number } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return {
    features: {
      seed: Number.parseInt(match[1] as string, 16),
      look: codeToValue(LOOK_CODES, match[2]),
      age: codeToValue(AGE_CODES, match[3]),
      hair: match[4] as HairColor,
    },
    photo: Number(match[5]),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing parameters (pure: tests check them against the profile)
// ---------------------------------------------------------------------------------------------------------------

/** The avataaars hair colours that show a profile's hair colour (one is picked per member). Bald has no hair. */
export const HAIR_PALETTE: Readonly<Record<Exclude<HairColor, 'bald'>, readonly string[]>> = {
  black: ['2c1b18'],
  brown: ['724133', '4a312c'],
  blonde: ['b58143', 'd6b370'],
  red: ['c93305'],
  auburn: ['a55728'],
  grey: ['e8e1e1', 'b5b5b5'],
  white: ['f4f4f4'],
  dyed: ['f59797', '5b7bd5', '8e5bd5'],
};
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f9e0ae', 'e0e7ff'];
const SKIN = ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'];
const FEMININE_TOPS = ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair'] as const;
const OLDER_FEMININE_TOPS = ['bob', 'bun', 'curly', 'longButNotTooLong', 'straight02'] as const;
const MASCULINE_TOPS = ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'theCaesar', 'theCaesarAndSidePart', 'dreads01', 'frizzle', 'shaggy'] as const;
const OLDER_MASCULINE_TOPS = ['shortFlat', 'theCaesar', 'shortRound', 'shortWaved'] as const;
const CLOTHING = ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck'] as const;
const CLOTHES_COLORS = ['262e33', '65c9ff', '5199e4', '25557c', 'e6e6e6', '929598', '3c4f5c', 'ff488e', 'ff5c5c', 'a7ffc4'] as const;
const GLASSES = ['prescription01', 'prescription02', 'round', 'wayfarers'] as const;
/** Expressions a photo may have (mouth, eyes, eyebrows): all friendly. */
const EXPRESSIONS = [
  ['smile', 'default', 'default'],
  ['smile', 'happy', 'raisedExcited'],
  ['twinkle', 'default', 'defaultNatural'],
  ['default', 'side', 'default'],
  ['smile', 'wink', 'raisedExcitedNatural'],
  ['twinkle', 'happy', 'defaultNatural'],
] as const;

/** The options of one face (avataaars). */
export interface FaceOptions {
  readonly seed: string;
  readonly top: readonly string[];
  readonly topProbability: number;
  readonly hairColor: readonly string[];
  readonly facialHair: readonly string[];
  readonly facialHairColor: readonly string[];
  readonly facialHairProbability: number;
  readonly skinColor: readonly string[];
  readonly accessories: readonly string[];
  readonly accessoriesProbability: number;
  readonly clothing: readonly string[];
  readonly clothesColor: readonly string[];
  readonly mouth: readonly string[];
  readonly eyes: readonly string[];
  readonly eyebrows: readonly string[];
  readonly flip: boolean;
  readonly rotate: number;
}

/** The person: fixed by the member (seed, look, age, hair), never by the photo. */
function person(random: Random, seed: string, look: 'feminine' | 'masculine', age: AgeBand, hair: HairColor) {
  const older = age === 'older';
  const tops = look === 'feminine' ? (older ? OLDER_FEMININE_TOPS : FEMININE_TOPS) : older ? OLDER_MASCULINE_TOPS : MASCULINE_TOPS;
  const top = random.pick(tops);
  const bald = hair === 'bald';
  const hairColor = bald ? random.pick(older ? HAIR_PALETTE.grey : HAIR_PALETTE.brown) : random.pick(HAIR_PALETTE[hair]);
  const beard = look === 'masculine' && random.chance(age === 'young' ? 0.35 : 0.55);
  return {
    seed,
    top: [top],
    topProbability: bald ? 0 : 100,
    hairColor: [hairColor],
    facialHair: [random.pick(['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'] as const)],
    // A beard keeps the hair's colour (a bald man's beard gets a colour of his age).
    facialHairColor: [hairColor],
    facialHairProbability: beard ? 100 : 0,
    skinColor: [random.pick(SKIN)],
    accessories: [random.pick(GLASSES)],
    accessoriesProbability: random.chance(older ? 0.6 : age === 'middle' ? 0.3 : 0.12) ? 100 : 0,
    clothing: [random.pick(CLOTHING)],
    clothesColor: [random.pick(CLOTHES_COLORS)],
  };
}

/** What changes per photo: expression, a mirror image and a slight tilt. */
function pose(features: AvatarFeatures, photo: number): Pick<FaceOptions, 'mouth' | 'eyes' | 'eyebrows' | 'flip' | 'rotate'> {
  const [mouth, eyes, eyebrows] = EXPRESSIONS[(features.seed + photo) % EXPRESSIONS.length] ?? EXPRESSIONS[0];
  const tilts = [0, -5, 4, -3];
  return { mouth: [mouth], eyes: [eyes], eyebrows: [eyebrows], flip: photo % 2 === 1, rotate: tilts[photo % tilts.length] ?? 0 };
}

export interface AvatarDrawing {
  readonly background: string;
  /** One face, or a couple's two. */
  readonly faces: readonly FaceOptions[];
}

/**
 * The drawing parameters of one photo of a member: a pure function of the features and the photo index. A single
 * member's face follows `features.look`; a couple is a feminine face (with the profile's hair colour) and a second
 * face of their own.
 */
export function avatarDrawing(features: AvatarFeatures, photo: number): AvatarDrawing {
  const base = `m${features.seed.toString(16)}`;
  const random = new Random(features.seed);
  const posed = pose(features, photo);
  const background = BACKGROUNDS[(features.seed + photo * 3) % BACKGROUNDS.length] ?? 'b6e3f4';
  if (features.look !== 'couple') {
    return { background, faces: [{ ...person(random, base, features.look, features.age, features.hair), ...posed }] };
  }
  const partnerLook = random.chance(0.8) ? 'masculine' : 'feminine';
  const partnerHair = random.pick(features.age === 'older' ? (['grey', 'white', 'brown'] as const) : (['brown', 'black', 'blonde'] as const));
  return {
    background,
    faces: [
      { ...person(random, `${base}-a`, 'feminine', features.age, features.hair), ...posed },
      { ...person(random, `${base}-b`, partnerLook, features.age, partnerHair), ...posed, flip: !posed.flip },
    ],
  };
}

function faceSvg(face: FaceOptions, size: number, background: string | null): string {
  return createAvatar(avataaars, {
    ...face,
    top: face.top as never,
    facialHair: face.facialHair as never,
    accessories: face.accessories as never,
    clothing: face.clothing as never,
    mouth: face.mouth as never,
    eyes: face.eyes as never,
    eyebrows: face.eyebrows as never,
    hairColor: [...face.hairColor],
    facialHairColor: [...face.facialHairColor],
    skinColor: [...face.skinColor],
    clothesColor: [...face.clothesColor],
    size,
    backgroundColor: background ? [background] : [],
  }).toString();
}

async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

async function drawAvatar(features: AvatarFeatures, photo: number): Promise<Buffer> {
  const drawing = avatarDrawing(features, photo);
  const [single, second] = drawing.faces;
  if (!single) throw new Error('a drawing without a face');
  if (!second) return svgToPng(faceSvg(single, AVATAR_SIZE, drawing.background));
  // Two faces side by side on one background: a couple's photo.
  const faceSize = Math.round(AVATAR_SIZE * 0.62);
  const [left, right] = await Promise.all([svgToPng(faceSvg(single, faceSize, null)), svgToPng(faceSvg(second, faceSize, null))]);
  const top = AVATAR_SIZE - faceSize;
  return sharp({ create: { width: AVATAR_SIZE, height: AVATAR_SIZE, channels: 3, background: `#${drawing.background}` } })
    .composite([
      { input: left, left: Math.round(AVATAR_SIZE * 0.02), top },
      { input: right, left: AVATAR_SIZE - faceSize - Math.round(AVATAR_SIZE * 0.02), top },
    ])
    .png()
    .toBuffer();
}

async function isStored(store: MediaStore, key: string): Promise<boolean> {
  const present = await Promise.all([store.has(key, 'thumb'), store.has(key, 'full'), store.has(key, 'blurred')]);
  return !present.includes(false);
}

/** Drawings in progress, per store, so parallel requests for one avatar draw it once. */
const drawing = new WeakMap<MediaStore, Map<string, Promise<boolean>>>();

/**
 * Draws and stores one demo avatar if its files are missing. True when the key is a demo avatar (now stored); false
 * for any other key. Used by the photo route, so a demo photo whose file is not drawn yet is drawn on first view.
 */
export async function ensureDemoAvatar(store: MediaStore, key: string): Promise<boolean> {
  const parsed = parseDemoAvatarKey(key);
  if (!parsed) return false;
  let inProgress = drawing.get(store);
  if (!inProgress) drawing.set(store, (inProgress = new Map()));
  const running = inProgress.get(key);
  if (running) return running;
  const job = (async () => {
    if (!(await isStored(store, key))) {
      const processed = await processPhoto(await drawAvatar(parsed.features, parsed.photo), { whenBusy: 'wait' });
      await storeProcessedPhoto(store, processed, key);
    }
    return true;
  })().finally(() => inProgress.delete(key));
  inProgress.set(key, job);
  return job;
}

/**
 * The given demo avatars drawn and stored, two at a time (sharp already spreads each image over the cores); `signal`
 * stops it between two files.
 */
export async function ensureDemoAvatars(store: MediaStore, keys: readonly string[], signal?: AbortSignal): Promise<void> {
  for (let i = 0; i < keys.length && !signal?.aborted; i += 2) await Promise.all(keys.slice(i, i + 2).map((key) => ensureDemoAvatar(store, key)));
}
