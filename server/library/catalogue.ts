import { createHash } from 'node:crypto';
import {
  LIBRARY_LANGUAGES, NOTICE_PERIOD_DAYS, VOICE_AGES, VOICE_DESCRIPTIVES, VOICE_USE_CASES, labelValueName,
  type LibraryAccent, type LibraryCategory, type LibraryLanguage, type VoiceAge, type VoiceGender,
} from '../../src/domain';
import { drawVoice, priorOf } from '../engine/design/traits';
import { mulberry32 } from '../engine/embedded/random';
import type { VoiceModel } from '../engine';

/**
 * The seeded Voice Library: a deterministic catalogue of a few hundred voices spread over every configured language
 * and accent, the genders, ages, use cases and descriptives, with the skewed popularity a real library has. Each
 * voice's model is drawn from its labels by voice design's prior, so a 'deep, old, male' voice sounds like one.
 */

export const CATALOGUE_SIZE = 400;
/** Changing the generator's output needs a new revision, so stored catalogues and cached embeddings follow it. */
export const CATALOGUE_REVISION = 1;
const CATALOGUE_SEED = 0x11b7a7;
/** Guidance for library voices: close to their labels, with some individuality. */
const LIBRARY_GUIDANCE = 5;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

export interface CatalogueVoice {
  voiceId: string;
  publicOwnerId: string;
  name: string;
  description: string;
  category: LibraryCategory;
  gender: VoiceGender;
  age: VoiceAge;
  language: string;
  accent: string;
  locale: string;
  descriptive: string;
  useCase: string;
  model: VoiceModel;
  noticePeriod: number | null;
  rate: number | null;
  fiatRate: number | null;
  clonedByCount: number;
  usageCharacterCount1y: number;
  usageCharacterCount7d: number;
  playApiUsageCharacterCount1y: number;
  trendingScore: number;
  featured: boolean;
  freeUsersAllowed: boolean;
  liveModerationEnabled: boolean;
  /** Days before the catalogue's anchor date the voice was shared. */
  ageDays: number;
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A 20-character id in the public API's style, stable for a given key. */
export function libraryVoiceId(key: string): string {
  const digest = createHash('sha256').update(`library-voice:${key}`).digest();
  let id = '';
  for (let i = 0; i < 20; i++) id += BASE62[digest[i]! % 62];
  return id;
}

/** The public owners of seeded voices: 64-hex ids as the public API shows them. */
export const LIBRARY_OWNER_IDS: readonly string[] = Array.from({ length: 8 }, (_, i) => hex(`timbre-library-owner-${i}`));

const NAMES: Record<VoiceGender, readonly string[]> = {
  male: ['Adam', 'Bruno', 'Caleb', 'Dario', 'Elias', 'Farid', 'Gustav', 'Hiro', 'Ivan', 'Jonas', 'Kofi', 'Leon',
    'Milan', 'Nikos', 'Omar', 'Pavel', 'Quentin', 'Rohan', 'Stefan', 'Tomas', 'Umberto', 'Viktor', 'Wei', 'Yusuf'],
  female: ['Alma', 'Bianca', 'Chloe', 'Dalia', 'Elena', 'Freya', 'Greta', 'Hana', 'Ines', 'Julia', 'Kira', 'Lucia',
    'Maya', 'Nadia', 'Olga', 'Priya', 'Rosa', 'Sofia', 'Tara', 'Uma', 'Vera', 'Wren', 'Yara', 'Zofia'],
  neutral: ['Alex', 'Blair', 'Casey', 'Devon', 'Emery', 'Finley', 'Jordan', 'Kai', 'Morgan', 'Quinn', 'Robin', 'Sage'],
};

const ROLE: Record<string, string> = {
  narrative_story: 'Storyteller', conversational: 'Companion', characters_animation: 'Character',
  social_media: 'Creator', entertainment_tv: 'Host', advertisement: 'Announcer', informative_educational: 'Teacher',
};

const PURPOSE: Record<string, readonly string[]> = {
  narrative_story: ['audiobooks and long stories', 'bedtime stories and fiction', 'narrating novels'],
  conversational: ['assistants and everyday conversation', 'chat agents and support lines', 'podcasts and dialogue'],
  characters_animation: ['game characters and cartoons', 'animated shorts', 'video game NPCs'],
  social_media: ['short videos and reels', 'social clips and vlogs', 'TikTok and YouTube shorts'],
  entertainment_tv: ['TV shows and trailers', 'radio and entertainment', 'documentaries and shows'],
  advertisement: ['commercials and promos', 'product ads', 'announcements and jingles'],
  informative_educational: ['tutorials and e-learning', 'explainers and lectures', 'news and information'],
};

const AGE_WORD: Record<VoiceAge, string> = { young: 'young', middle_aged: 'middle-aged', old: 'older' };
const GENDER_WORD: Record<VoiceGender, string> = { male: 'man', female: 'woman', neutral: 'voice' };

/** Shares of the catalogue; the rest is split evenly. English dominates a real library. */
const LANGUAGE_WEIGHT: Readonly<Record<string, number>> = { en: 12, es: 4, fr: 3, de: 3, pt: 3, it: 2, hi: 2, zh: 2 };

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A shuffled cycle through `items`: every value turns up before any repeats, so small catalogues still cover all. */
function cycle<T>(random: Random, items: readonly T[]): () => T {
  let deck: T[] = [];
  return () => {
    if (deck.length === 0) {
      deck = [...items];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
    }
    return deck.pop()!;
  };
}

/** Pareto draws: most voices are rarely used, a few very often (shape below 2 gives the long tail). */
const pareto = (random: Random, scale: number, shape: number) => scale / (1 - random()) ** (1 / shape);

function accentSlots(random: Random, size: number): Array<{ language: LibraryLanguage; accent: LibraryAccent }> {
  const slots: Array<{ language: LibraryLanguage; accent: LibraryAccent }> = [];
  // Two voices for every accent first, so every language and accent filter finds something.
  for (const language of LIBRARY_LANGUAGES) {
    for (const accent of language.accents) slots.push({ language, accent }, { language, accent });
  }
  const weighted = LIBRARY_LANGUAGES.flatMap((language) => Array(LANGUAGE_WEIGHT[language.code] ?? 1).fill(language));
  while (slots.length < size) {
    const language = pick(random, weighted) as LibraryLanguage;
    slots.push({ language, accent: pick(random, language.accents) });
  }
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots.slice(0, size);
}

function category(random: Random): LibraryCategory {
  const roll = random();
  if (roll < 0.42) return 'generated';
  if (roll < 0.77) return 'professional';
  if (roll < 0.95) return 'cloned';
  return 'high_quality';
}

/** The catalogue: the same voices, models and numbers on every call. */
export function generateCatalogue(size: number = CATALOGUE_SIZE): CatalogueVoice[] {
  const random = mulberry32(CATALOGUE_SEED);
  const nextUseCase = cycle(random, VOICE_USE_CASES);
  const nextDescriptive = cycle(random, VOICE_DESCRIPTIVES);
  const nextAge = cycle(random, VOICE_AGES);
  const usedNames = new Set<string>();
  return accentSlots(random, size).map(({ language, accent }, index) => {
    const gender: VoiceGender = random() < 0.1 ? 'neutral' : index % 2 === 0 ? 'male' : 'female';
    const age = nextAge();
    const useCase = nextUseCase();
    const descriptive = nextDescriptive();
    const categoryValue = category(random);
    let name = `${pick(random, NAMES[gender])} - ${labelValueName(descriptive)} ${ROLE[useCase]}`;
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    usedNames.add(name);
    const accentPhrase = language.accents.length > 1 || accent.id !== language.name.toLowerCase()
      ? `${labelValueName(accent.id)}-accented ${language.name}` : language.name;
    const article = /^[aeiou]/.test(descriptive) ? 'An' : 'A';
    const description = `${article} ${descriptive} ${AGE_WORD[age]} ${GENDER_WORD[gender]} speaking ${accentPhrase}, `
      + `made for ${pick(random, PURPOSE[useCase]!)}.`;
    const traits = { gender, age, language: language.code, accent: accent.id, descriptives: [descriptive], pitch: null, pace: null };
    // The library's accent table names the espeak-ng voice for every accent it offers, regional ones included.
    const model = drawVoice({ ...priorOf(traits), espeakVoice: accent.engineVoice }, CATALOGUE_SEED + index, LIBRARY_GUIDANCE);
    const usage1y = Math.round(pareto(random, 2_000, 0.8));
    const ageDays = Math.floor(random() * HISTORY_DAYS);
    const recent = Math.round(usage1y * Math.min(1, 7 / Math.max(7, Math.min(365, ageDays))) * (0.3 + 1.4 * random()));
    const hasRate = random() < 0.15;
    const rate = hasRate ? pick(random, [1.5, 2, 3]) : null;
    return {
      voiceId: libraryVoiceId(`${CATALOGUE_REVISION}:${index}`),
      publicOwnerId: LIBRARY_OWNER_IDS[Math.floor(pareto(random, 1, 1.2) - 1) % LIBRARY_OWNER_IDS.length]!,
      name,
      description,
      category: categoryValue,
      gender,
      age,
      language: language.code,
      accent: accent.id,
      locale: accent.locale,
      descriptive,
      useCase,
      model,
      noticePeriod: categoryValue === 'professional' && random() < 0.35 ? pick(random, NOTICE_PERIOD_DAYS) : null,
      rate,
      fiatRate: rate === null ? null : Number((rate * 0.03).toFixed(3)),
      clonedByCount: Math.round((usage1y / 800) * (0.5 + random())),
      usageCharacterCount1y: usage1y,
      usageCharacterCount7d: recent,
      playApiUsageCharacterCount1y: Math.round(usage1y * 0.2 * random()),
      // Recent use, damped by age: new voices that are picked up quickly trend.
      trendingScore: Number((recent / Math.sqrt(1 + ageDays / 30)).toFixed(3)),
      featured: random() < 0.08,
      freeUsersAllowed: random() >= 0.12,
      liveModerationEnabled: random() < 0.1,
      ageDays,
    };
  });
}

/** The text full-text search reads: name, description and every label, lower-cased. */
export function searchTextOf(voice: Pick<CatalogueVoice, 'name' | 'description' | 'gender' | 'age' | 'accent' | 'language'
  | 'descriptive' | 'useCase' | 'category'>): string {
  const language = LIBRARY_LANGUAGES.find((item) => item.code === voice.language)?.name ?? voice.language;
  return [voice.name, voice.description, voice.gender, voice.age.replace('_', ' '), voice.accent, language,
    voice.descriptive, voice.useCase.replace(/_/g, ' '), voice.category].join(' ').toLowerCase();
}

export const createdAtOf = (voice: CatalogueVoice, anchor: Date) => new Date(anchor.getTime() - voice.ageDays * DAY_MS);
