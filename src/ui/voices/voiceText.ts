import {
  findLibraryAccent, findLibraryLanguage, LABEL_KIND_NAMES, labelValueName, voiceDisplayName, type LabelKind,
} from '../../domain';
import type { MyVoice } from '../../services/voices';

/** How the My Voices views word a voice's facts. */

const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  cloned: 'Instant clone', generated: 'Designed', professional: 'Professional clone', premade: 'Premade',
};

export const categoryName = (voice: MyVoice): string =>
  voice.copied ? 'From the Voice Library' : CATEGORY_NAMES[voice.category] ?? labelValueName(voice.category);

/** A label value as people read it: the language's or accent's configured name, else the value spaced out. */
export function labelText(kind: string, value: string): string {
  if (kind === 'language') return findLibraryLanguage(value)?.name ?? value;
  if (kind === 'accent') return findLibraryAccent(value)?.name ?? labelValueName(value);
  return labelValueName(value);
}

export const kindText = (kind: string): string => LABEL_KIND_NAMES[kind as LabelKind] ?? labelValueName(kind);

export const createdText = (voice: MyVoice): string =>
  new Date(voice.createdAtUnix * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const displayName = (voice: MyVoice): string => voiceDisplayName(voice.name);
