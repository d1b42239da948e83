import * as v from 'valibot';
import { findLibraryLanguage, LIBRARY_ACCENTS, LIBRARY_LANGUAGES } from './library';
import { VoicesV2QuerySchema, type VoiceResponse } from './speech';
import { VOICE_AGES, VOICE_DESCRIPTIVES, VOICE_GENDERS, VOICE_USE_CASES } from './voiceLabels';

/**
 * A workspace's own voices ("My Voices"): the label rules of workspace-shell §2.7 and §5.1, the fine-tuning states
 * the v2 list filters by (api-contract §4), and the request schemas of the routes that add, create and edit voices
 * (api-contract §3, §4, §5). One copy for the label editor and the server.
 */

// ---------------------------------------------------------------------------------------------------------------
// Labels (workspace-shell §2.7, §3.1, §3.10, §5.1)

/** The kinds a label row may have, in the order the editor offers them; language comes first (§5.1). */
export const LABEL_KINDS = ['language', 'accent', 'gender', 'age', 'descriptive', 'use_case'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export const isLabelKind = (value: string): value is LabelKind => (LABEL_KINDS as readonly string[]).includes(value);

export const LABEL_KIND_NAMES: Readonly<Record<LabelKind, string>> = {
  language: 'Language', accent: 'Accent', gender: 'Gender', age: 'Age', descriptive: 'Descriptive', use_case: 'Use case',
};

export const LANGUAGE_CODES: readonly string[] = LIBRARY_LANGUAGES.map((language) => language.code);

/**
 * The values a label of this kind may take. Accents depend on the language (§5.1): with a language, only that
 * language's accents; without one, every configured accent.
 */
export function allowedLabelValues(kind: LabelKind, language?: string | null): readonly string[] {
  switch (kind) {
    case 'language': return LANGUAGE_CODES;
    case 'accent': {
      if (!language) return LIBRARY_ACCENTS;
      return findLibraryLanguage(language)?.accents.map((accent) => accent.id) ?? [];
    }
    case 'gender': return VOICE_GENDERS;
    case 'age': return VOICE_AGES;
    case 'descriptive': return VOICE_DESCRIPTIVES;
    case 'use_case': return VOICE_USE_CASES;
  }
}

/**
 * The first thing wrong with a voice's labels, or null. `presetLanguage` is the language set outside the labels
 * (a professional draft's language field): accents must then belong to it (§5.1 'or accent when a language is
 * preset').
 */
export function labelsIssue(labels: Readonly<Record<string, string>>, presetLanguage?: string | null): string | null {
  const unknown = Object.keys(labels).find((kind) => !isLabelKind(kind));
  if (unknown !== undefined) return VOICE_MESSAGES.unknownLabelKind(unknown);
  const language = presetLanguage ?? labels.language ?? null;
  const complete = Object.entries(labels).every(([kind, value]) =>
    value.trim() !== '' && allowedLabelValues(kind as LabelKind, language).includes(value));
  return complete ? null : VOICE_MESSAGES.labelValuesMissing;
}

// ---------------------------------------------------------------------------------------------------------------
// Fine-tuning (api-contract §4 fine_tuning_state, §4.1 FineTuning; workspace-shell §4.1)

export const FINE_TUNING_STATES = [
  'draft', 'not_verified', 'not_started', 'queued', 'fine_tuning', 'fine_tuned', 'failed', 'delayed',
] as const;
export type FineTuningState = (typeof FINE_TUNING_STATES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Limits and messages

export const VOICE_NAME_MAX_LENGTH = 100;
/** voice-creation §9: a clone's description is at most 500 characters. */
export const VOICE_DESCRIPTION_MAX_LENGTH = 500;

export const VOICE_MESSAGES = {
  /** workspace-shell §5.1, exact. */
  labelValuesMissing: 'Please set values for each label',
  /** workspace-shell §5.5, exact. */
  paidSubscribersOnly:
    'You must be a paid subscriber to use this voice. Please upgrade your subscription to start using it.',
  /** voice-creation §5 'Save voice', exact. */
  nameRequired: 'Please give your voice a name',
  /** voice-creation §5, the design description's wording for the same 500-character bound. */
  descriptionTooLong: 'Description should be less than 500 characters',
  // The spec names these situations without giving words: ours.
  unknownLabelKind: (kind: string) =>
    `"${kind}" is not a label kind. Labels are ${LABEL_KINDS.map((k) => LABEL_KIND_NAMES[k].toLowerCase()).join(', ')}.`,
  nameTooLong: `A voice name has at most ${VOICE_NAME_MAX_LENGTH} characters.`,
  languageUnknown: 'Choose one of the languages this server speaks.',
  libraryVoiceAlreadyAdded: 'This library voice is already in My Voices.',
  ownVoiceNotAddable: 'This voice is already one of your voices.',
  premadeVoiceNotEditable: 'Premade voices cannot be edited. Add a voice of your own to change it.',
  notProfessionalVoice: 'This voice is not a Professional Voice Clone.',
  samplesNotAvailable: 'Uploading samples is not available yet: they come with voice cloning. Edit the name, description and labels for now.',
  editNeedsForm: 'Send the voice fields as multipart/form-data.',
  labelsNotJson: 'labels must be a JSON object of label names to values, as a string.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Request schemas

const nameText = v.pipe(v.string(VOICE_MESSAGES.nameRequired), v.trim(), v.nonEmpty(VOICE_MESSAGES.nameRequired),
  v.maxLength(VOICE_NAME_MAX_LENGTH, VOICE_MESSAGES.nameTooLong));
/** A missing name reads as an empty one, so it gets the spec's message rather than valibot's missing-key one. */
const name = v.pipe(v.optional(v.string(VOICE_MESSAGES.nameRequired), ''), nameText);
const description = v.optional(v.nullable(v.pipe(v.string(VOICE_MESSAGES.descriptionTooLong), v.trim(),
  v.maxLength(VOICE_DESCRIPTION_MAX_LENGTH, VOICE_MESSAGES.descriptionTooLong))));
const language = v.pipe(v.optional(v.string(VOICE_MESSAGES.languageUnknown), ''),
  v.picklist(LANGUAGE_CODES, VOICE_MESSAGES.languageUnknown));
const labelMap = v.record(v.string(), v.string(VOICE_MESSAGES.labelValuesMissing), VOICE_MESSAGES.labelsNotJson);
const labels = v.pipe(labelMap, v.check((value) => labelsIssue(value) === null,
  (issue) => labelsIssue(issue.input as Record<string, string>) ?? VOICE_MESSAGES.labelValuesMissing));

/** Professional drafts carry their language beside the labels: accents must belong to it. */
interface LabelledDraft { language?: string | undefined; labels?: Record<string, string> | null | undefined }
const draftLabelsIssue = (input: LabelledDraft) => (input.labels ? labelsIssue(input.labels, input.language) : null);
const draftLabelsMessage = (issue: { input: LabelledDraft }) =>
  draftLabelsIssue(issue.input) ?? VOICE_MESSAGES.labelValuesMissing;

/** GET /v2/voices, with the professional sessions' filter (voice-creation §7 'List voices (v2)'). */
export const MyVoicesV2QuerySchema = v.object({
  ...VoicesV2QuerySchema.entries,
  fine_tuning_state: v.optional(v.picklist(FINE_TUNING_STATES,
    `fine_tuning_state is one of: ${FINE_TUNING_STATES.join(', ')}.`)),
});

/** POST /v1/voices/add/{public_user_id}/{voice_id} (api-contract §4). */
export const AddLibraryVoiceSchema = v.object({
  new_name: name,
  bookmarked: v.optional(v.nullable(v.boolean('bookmarked must be true or false.'))),
});

/** POST /v1/voices/pvc (api-contract §5). */
export const ProfessionalDraftSchema = v.pipe(v.object({
  name,
  language,
  description,
  labels: v.optional(v.nullable(labelMap)),
}), v.forward(v.check((input) => draftLabelsIssue(input) === null, draftLabelsMessage), ['labels']));
export type ProfessionalDraft = v.InferOutput<typeof ProfessionalDraftSchema>;

/** POST /v1/voices/pvc/{voice_id}: every field optional. */
export const ProfessionalDraftUpdateSchema = v.pipe(v.object({
  name: v.optional(nameText),
  language: v.optional(language),
  description,
  labels: v.optional(v.nullable(labelMap)),
}), v.forward(v.check((input) => draftLabelsIssue(input) === null, draftLabelsMessage), ['labels']));
export type ProfessionalDraftUpdate = v.InferOutput<typeof ProfessionalDraftUpdateSchema>;

/** POST /v1/voices/{voice_id}/edit, once its multipart fields are read (`labels` parsed from its JSON string). */
export const VoiceEditSchema = v.object({
  name: v.optional(nameText),
  description,
  labels: v.optional(v.nullable(labels)),
});
export type VoiceEdit = v.InferOutput<typeof VoiceEditSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes

/** The Voice object as Timbre answers it: the public fields plus the extras the web app reads (api-contract §4.1). */
export interface MyVoiceResponse extends VoiceResponse {
  /** A copy of a library voice added by this workspace. */
  is_added_by_user: boolean;
  /** Professional voices only (voice-creation §3); null for every other voice. */
  fine_tuning_state: FineTuningState | null;
}
