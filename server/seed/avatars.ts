import { createAvatar } from '@dicebear/core';
import { avataaars, personas } from '@dicebear/collection';
import sharp from 'sharp';
import { processPhoto } from '../media/pipeline';
import { storeProcessedPhoto } from '../media/photos';
import type { MediaStore } from '../media/store';
import { Random } from './prng';

/**
 * Demo avatar photos: faces drawn by DiceBear (a maintained avatar library; styles avataaars and personas), rendered
 * to PNG by sharp and stored through the same pipeline as uploads, so they have the same three variants. A fixed set
 * lives in the media store under `demo-avatar-…` keys, and many demo members share each file (photos.storage_key).
 * Drawing all of them takes a few seconds, so the server never waits for it at start: the demo rows point at the keys
 * at once, the files are drawn in the background after start, and a file asked for before that is drawn on demand.
 */

export const AVATAR_GROUPS = ['woman', 'woman-older', 'man', 'man-older', 'couple', 'trans'] as const;
export type AvatarGroup = (typeof AVATAR_GROUPS)[number];

/** How many avatars each group has. */
const GROUP_SIZES: Readonly<Record<AvatarGroup, number>> = {
  woman: 16,
  'woman-older': 6,
  man: 16,
  'man-older': 6,
  couple: 8,
  trans: 6,
};

/** Bump when the drawings change, so stale cached files are not reused. */
export const AVATAR_VERSION = 'v1';
/** Rendered size; the stored full variant keeps it (smaller than the 1280 px cap). */
export const AVATAR_SIZE = 640;

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f9e0ae', 'e0e7ff'];
const YOUNG_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305'];
const GREY_HAIR = ['e8e1e1', 'ecdcbf'];
const AVATAAARS_SKIN = ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'];
const FEMALE_TOPS = ['bob', 'bun', 'curly', 'curvy', 'frida', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair'] as const;
const MALE_TOPS = ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart', 'dreads01', 'frizzle', 'shaggy'] as const;
const OLDER_MALE_TOPS = ['sides', 'shortFlat', 'theCaesar', 'shortRound'] as const;
const PERSONA_FEMALE_HAIR = ['long', 'bobCut', 'curlyBun', 'bobBangs', 'extraLong', 'straightBun', 'curly', 'pigtails'] as const;
const PERSONA_MALE_HAIR = ['shortCombover', 'buzzcut', 'fade', 'curlyHighTop', 'sideShave', 'shortComboverChops'] as const;
const PERSONA_OLDER_MALE_HAIR = ['balding', 'bald', 'shortCombover'] as const;

export interface AvatarRef {
  readonly key: string;
  readonly group: AvatarGroup;
  readonly width: number;
  readonly height: number;
}

type Look = 'feminine' | 'masculine';

function drawFace(random: Random, seed: string, look: Look, older: boolean, size: number, background: string | null): string {
  const backgroundColor = background ? [background] : [];
  const hairColor = [random.pick(older ? GREY_HAIR : YOUNG_HAIR)];
  if (random.chance(0.55)) {
    return createAvatar(avataaars, {
      seed,
      size,
      backgroundColor,
      top: [look === 'feminine' ? random.pick(FEMALE_TOPS) : random.pick(older ? OLDER_MALE_TOPS : MALE_TOPS)],
      topProbability: 100,
      hairColor,
      facialHairColor: hairColor,
      facialHairProbability: look === 'masculine' && random.chance(0.5) ? 100 : 0,
      mouth: [random.pick(['smile', 'default', 'twinkle'] as const)],
      eyes: [random.pick(['default', 'happy', 'wink', 'side'] as const)],
      eyebrows: [random.pick(['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural'] as const)],
      accessoriesProbability: older ? 60 : 15,
      accessories: [random.pick(['prescription01', 'prescription02', 'round', 'wayfarers'] as const)],
      skinColor: [random.pick(AVATAAARS_SKIN)],
    }).toString();
  }
  return createAvatar(personas, {
    seed,
    size,
    backgroundColor,
    hair: [look === 'feminine' ? random.pick(PERSONA_FEMALE_HAIR) : random.pick(older ? PERSONA_OLDER_MALE_HAIR : PERSONA_MALE_HAIR)],
    hairColor: [older ? 'dee1f5' : random.pick(['362c47', '6c4545', 'e15c66', 'f27d65', 'f29c65'])],
    facialHairProbability: look === 'masculine' && random.chance(0.6) ? 100 : 0,
    mouth: [random.pick(['smile', 'bigSmile', 'smirk'] as const)],
    eyes: [random.pick(['open', 'happy', 'wink'] as const)],
  }).toString();
}

async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** Two faces side by side on one background: a couple's photo. */
async function drawCouple(random: Random, seed: string): Promise<Buffer> {
  const looks: readonly [Look, Look] = random.weighted<readonly [Look, Look]>([
    [['feminine', 'masculine'], 6],
    [['feminine', 'feminine'], 1],
    [['masculine', 'masculine'], 1],
  ]);
  const faceSize = Math.round(AVATAR_SIZE * 0.62);
  const [left, right] = await Promise.all(
    looks.map((look, i) => svgToPng(drawFace(random, `${seed}-${i}`, look, false, faceSize, null))),
  );
  const background = `#${random.pick(BACKGROUNDS)}`;
  const top = AVATAR_SIZE - faceSize;
  return sharp({ create: { width: AVATAR_SIZE, height: AVATAR_SIZE, channels: 3, background } })
    .composite([
      { input: left as Buffer, left: Math.round(AVATAR_SIZE * 0.02), top },
      { input: right as Buffer, left: AVATAR_SIZE - faceSize - Math.round(AVATAR_SIZE * 0.02), top },
    ])
    .png()
    .toBuffer();
}

async function drawAvatar(group: AvatarGroup, index: number): Promise<Buffer> {
  const seed = `${group}-${index}`;
  // One generator per avatar: the drawing of one never depends on how many others were drawn before.
  const random = new Random(hashSeed(seed));
  if (group === 'couple') return drawCouple(random, seed);
  const look: Look = group === 'woman' || group === 'woman-older' ? 'feminine' : group === 'trans' ? random.pick(['feminine', 'masculine'] as const) : 'masculine';
  const older = group === 'woman-older' || group === 'man-older';
  return svgToPng(drawFace(random, seed, look, older, AVATAR_SIZE, random.pick(BACKGROUNDS)));
}

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

function avatarKey(group: AvatarGroup, index: number): string {
  return `demo-avatar-${AVATAR_VERSION}-${group}-${index}`;
}

const KEY_PATTERN = new RegExp(`^demo-avatar-${AVATAR_VERSION}-(${AVATAR_GROUPS.join('|')})-(\\d{1,3})$`);

/** The group and index of a demo avatar key, or null for any other key. */
export function parseDemoAvatarKey(key: string): { group: AvatarGroup; index: number } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const group = match[1] as AvatarGroup;
  const index = Number(match[2]);
  return index < GROUP_SIZES[group] ? { group, index } : null;
}

/** Every demo avatar's reference, without drawing anything (the rows can point at files drawn later). */
export function demoAvatarRefs(): Record<AvatarGroup, AvatarRef[]> {
  const byGroup = Object.fromEntries(AVATAR_GROUPS.map((group) => [group, [] as AvatarRef[]])) as Record<AvatarGroup, AvatarRef[]>;
  for (const group of AVATAR_GROUPS) {
    for (let index = 0; index < GROUP_SIZES[group]; index += 1) {
      byGroup[group].push({ key: avatarKey(group, index), group, width: AVATAR_SIZE, height: AVATAR_SIZE });
    }
  }
  return byGroup;
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
      const processed = await processPhoto(await drawAvatar(parsed.group, parsed.index));
      await storeProcessedPhoto(store, processed, key);
    }
    return true;
  })().finally(() => inProgress.delete(key));
  inProgress.set(key, job);
  return job;
}

/** Every demo avatar drawn and stored (a few at a time: sharp already spreads each image over the cores). */
export async function ensureDemoAvatars(store: MediaStore): Promise<Record<AvatarGroup, AvatarRef[]>> {
  const refs = demoAvatarRefs();
  const keys = Object.values(refs).flatMap((list) => list.map((ref) => ref.key));
  for (let i = 0; i < keys.length; i += 4) await Promise.all(keys.slice(i, i + 4).map((key) => ensureDemoAvatar(store, key)));
  return refs;
}
