import { findLanguage, languageOfEspeakVoice } from './languages';
import type { VoiceModel } from './types';

/**
 * The premade voices: fixed ids, labels and descriptions, each a VoiceModel for the embedded engine. They differ
 * in measured pitch (medians from about 75 to 300 Hz, at least 3 % apart) and in formant scales, across 14 languages and
 * several English accents. All are espeak-ng formant voices: intelligible and characterful, plainly synthetic.
 */

export interface PremadeVoiceLabels {
  gender: 'male' | 'female' | 'neutral';
  age: 'young' | 'middle_aged' | 'old';
  accent: string;
  /** ISO 639-1. */
  language: string;
  descriptive: string;
  use_case: string;
}

export interface PremadeVoice {
  voice_id: string;
  name: string;
  labels: PremadeVoiceLabels;
  description: string;
  /** A sentence in the voice's language for its cached preview. */
  previewText: string;
  model: VoiceModel;
}

interface Spec {
  id: string;
  name: string;
  labels: Omit<PremadeVoiceLabels, 'language'>;
  description: string;
  espeak: string;
  /** Base pitch and range, Hz. */
  pitch: [number, number];
  formants: VoiceModel['formantScale'];
  rateWpm: number;
  quality?: Partial<Pick<VoiceModel, 'breath' | 'roughness' | 'flutter' | 'tone'>>;
  post?: Partial<VoiceModel['post']>;
}

const SYNTHETIC = 'Formant synthesis (espeak-ng): clear, but audibly synthetic.';

function premade(spec: Spec): PremadeVoice {
  const language = languageOfEspeakVoice(spec.espeak);
  return {
    voice_id: spec.id,
    name: spec.name,
    labels: { ...spec.labels, language },
    description: `${spec.description} ${SYNTHETIC}`,
    previewText: findLanguage(language)?.sample ?? 'Hello! This is a short preview of my voice.',
    model: {
      espeakVoice: spec.espeak,
      pitchBaseHz: spec.pitch[0],
      pitchRangeHz: spec.pitch[1],
      formantScale: spec.formants,
      breath: 0.05,
      roughness: 0.15,
      flutter: 0.1,
      tone: 0,
      ...spec.quality,
      rateWpm: spec.rateWpm,
      post: { pitchShiftSemitones: 0, bassDb: 0, trebleDb: 0, loudnessDb: -20, ...spec.post },
    },
  };
}

export const PREMADE_VOICES: readonly PremadeVoice[] = [
  premade({
    id: 'X2j2O2ClFwy8pH6qGq9J', name: 'Rex', espeak: 'en-us', pitch: [68, 24], formants: [92, 93, 94, 95], rateWpm: 155,
    labels: { gender: 'male', age: 'middle_aged', accent: 'american', descriptive: 'deep', use_case: 'characters' },
    description: 'A very deep, gravelly American male voice for villains, trailers and game characters.',
    quality: { roughness: 0.6, tone: -1.5 }, post: { bassDb: 3 },
  }),
  premade({
    id: 'lfaHclgl30LSFoCkX1MW', name: 'Gordon', espeak: 'en-gb-scotland', pitch: [72, 26], formants: [98, 95, 97, 98], rateWpm: 150,
    labels: { gender: 'male', age: 'old', accent: 'scottish', descriptive: 'raspy', use_case: 'narration' },
    description: 'An older Scottish man with a slow, slightly rough delivery, suited to folk tales.',
    quality: { roughness: 0.45, flutter: 0.3, tone: -1 },
  }),
  premade({
    id: 's0c9dXvZatJjqJrCPcaw', name: 'Dmitri', espeak: 'ru', pitch: [77, 28], formants: [97, 99, 96, 97], rateWpm: 160,
    labels: { gender: 'male', age: 'old', accent: 'russian', descriptive: 'authoritative', use_case: 'narration' },
    description: 'A low, measured Russian male voice for documentaries and audiobooks.',
    quality: { tone: -0.5 },
  }),
  premade({
    id: '55Zaz9ngu2310d88B04d', name: 'Marcus', espeak: 'en-us', pitch: [79, 34], formants: [100, 100, 100, 100], rateWpm: 170,
    labels: { gender: 'male', age: 'middle_aged', accent: 'american', descriptive: 'warm', use_case: 'narration' },
    description: 'A warm, even American male narrator, the default choice for long-form reading.',
  }),
  premade({
    id: 'jVnzImqmkjcaNnOjGmnM', name: 'Erik', espeak: 'sv', pitch: [88, 30], formants: [96, 103, 99, 100], rateWpm: 165,
    labels: { gender: 'male', age: 'middle_aged', accent: 'swedish', descriptive: 'calm', use_case: 'educational' },
    description: 'A calm Swedish male voice for explainers and e-learning.',
  }),
  premade({
    id: 'VIseo4dKN7mb6udMZXLB', name: 'Rafael', espeak: 'pt-br', pitch: [92, 36], formants: [103, 98, 101, 100], rateWpm: 175,
    labels: { gender: 'male', age: 'middle_aged', accent: 'brazilian', descriptive: 'friendly', use_case: 'conversational' },
    description: 'A friendly Brazilian Portuguese male voice for assistants and dialogue.',
  }),
  premade({
    id: 'GhGDoHOO3aGwTY6R8Jca', name: 'Mateo', espeak: 'es-419', pitch: [100, 34], formants: [100, 104, 102, 101], rateWpm: 178,
    labels: { gender: 'male', age: 'middle_aged', accent: 'latin american', descriptive: 'confident', use_case: 'advertisement' },
    description: 'A confident Latin American Spanish male voice for commercials and announcements.',
    post: { trebleDb: 1.5, loudnessDb: -19 },
  }),
  premade({
    id: 'JUeVdKM6D6zSoZKxqyHU', name: 'Theo', espeak: 'en', pitch: [105, 38], formants: [103, 105, 102, 103], rateWpm: 180,
    labels: { gender: 'male', age: 'young', accent: 'british', descriptive: 'crisp', use_case: 'conversational' },
    description: 'A young British male voice, quick and crisp, for podcasts and chat.',
    quality: { tone: 0.5 },
  }),
  premade({
    id: 'NOaOUEM5c5102vE8NKBR', name: 'Lukas', espeak: 'de', pitch: [113, 36], formants: [105, 100, 104, 102], rateWpm: 172,
    labels: { gender: 'male', age: 'young', accent: 'german', descriptive: 'clear', use_case: 'news' },
    description: 'A clear young German male voice for news reading and announcements.',
  }),
  premade({
    id: 'mrdlvWMNs2BHGOecrd5g', name: 'Arjun', espeak: 'hi', pitch: [119, 40], formants: [106, 107, 103, 104], rateWpm: 176,
    labels: { gender: 'male', age: 'young', accent: 'indian', descriptive: 'upbeat', use_case: 'social_media' },
    description: 'An upbeat young Hindi male voice for short videos and social media.',
  }),
  premade({
    id: '6L1HsVDcgHsTrFGe7Svc', name: 'Jasper', espeak: 'en-029', pitch: [126, 44], formants: [107, 103, 106, 105], rateWpm: 168,
    labels: { gender: 'male', age: 'young', accent: 'caribbean', descriptive: 'relaxed', use_case: 'conversational' },
    description: 'A relaxed, sing-song Caribbean English male voice.',
    post: { pitchShiftSemitones: 1 },
  }),
  premade({
    id: '3YptdMtisV1qRFYEQWI0', name: 'Nova', espeak: 'en-us', pitch: [150, 10], formants: [106, 106, 106, 106], rateWpm: 165,
    labels: { gender: 'neutral', age: 'young', accent: 'american', descriptive: 'robotic', use_case: 'characters' },
    description: 'A deliberately robotic, near-monotone voice with no wobble, for AI and sci-fi characters.',
    quality: { flutter: 0, roughness: 0, breath: 0, tone: 2 }, post: { trebleDb: 3 },
  }),
  premade({
    id: 'jnGqfK8JDjQedoK8PxDl', name: 'Zofia', espeak: 'pl', pitch: [143, 40], formants: [108, 110, 112, 110], rateWpm: 150,
    labels: { gender: 'female', age: 'old', accent: 'polish', descriptive: 'gentle', use_case: 'storytelling' },
    description: 'A gentle older Polish woman with a slight tremble, for bedtime stories.',
    quality: { flutter: 0.35, roughness: 0.3 },
  }),
  premade({
    id: 'IAgJ3LBW648b7ipeyE15', name: 'Brooke', espeak: 'en-us', pitch: [157, 36], formants: [110, 114, 112, 112], rateWpm: 145,
    labels: { gender: 'female', age: 'middle_aged', accent: 'american', descriptive: 'whispery', use_case: 'meditation' },
    description: 'A soft, breathy American female voice for meditation and ASMR.',
    quality: { breath: 0.55, roughness: 0.05, tone: -1 }, post: { loudnessDb: -22 },
  }),
  premade({
    id: 'eRQoQK2Bs1FWTdCxJRWP', name: 'Ana', espeak: 'hr', pitch: [160, 44], formants: [112, 113, 110, 111], rateWpm: 168,
    labels: { gender: 'female', age: 'middle_aged', accent: 'croatian', descriptive: 'professional', use_case: 'news' },
    description: 'A composed Croatian female voice for news and information services.',
  }),
  premade({
    id: 'zRsoECwm58p6STPAgeYd', name: 'Eleanor', espeak: 'en-gb-x-rp', pitch: [167, 46], formants: [114, 116, 114, 113], rateWpm: 165,
    labels: { gender: 'female', age: 'middle_aged', accent: 'british', descriptive: 'refined', use_case: 'narration' },
    description: 'A refined British female voice with Received Pronunciation, for audiobooks.',
  }),
  premade({
    id: 'KwvuDG5AxUc45vTvEoKO', name: 'Sanne', espeak: 'nl', pitch: [174, 48], formants: [113, 119, 115, 114], rateWpm: 172,
    labels: { gender: 'female', age: 'middle_aged', accent: 'dutch', descriptive: 'warm', use_case: 'educational' },
    description: 'A warm Dutch female voice for tutorials and explainers.',
  }),
  premade({
    id: 'GCY71bLI2rmM3PUeCcNk', name: 'Camille', espeak: 'fr', pitch: [180, 52], formants: [116, 117, 118, 115], rateWpm: 170,
    labels: { gender: 'female', age: 'middle_aged', accent: 'french', descriptive: 'elegant', use_case: 'advertisement' },
    description: 'An elegant, slightly airy French female voice for brands and fashion.',
    quality: { breath: 0.2 },
  }),
  premade({
    id: 'peDnvI9tCOsGDZWh2HQi', name: 'Ava', espeak: 'en-us', pitch: [190, 52], formants: [118, 120, 118, 117], rateWpm: 178,
    labels: { gender: 'female', age: 'young', accent: 'american', descriptive: 'bright', use_case: 'conversational' },
    description: 'A bright, friendly young American female voice for assistants and support.',
    quality: { tone: 0.5 },
  }),
  premade({
    id: '9KncuaD5f2okBYYMR7er', name: 'Lucía', espeak: 'es', pitch: [198, 56], formants: [117, 123, 119, 118], rateWpm: 182,
    labels: { gender: 'female', age: 'young', accent: 'spanish', descriptive: 'lively', use_case: 'social_media' },
    description: 'A lively young Spanish (Castilian) female voice for social content.',
  }),
  premade({
    id: 'Ful4xNMcQ2hsWO31gDWP', name: 'Fiona', espeak: 'en-gb-scotland', pitch: [209, 56], formants: [120, 121, 122, 119], rateWpm: 172,
    labels: { gender: 'female', age: 'young', accent: 'scottish', descriptive: 'cheerful', use_case: 'characters' },
    description: 'A cheerful young Scottish female voice for games and animation.',
  }),
  premade({
    id: 'lYaUhCzE9ASyEIooI4Ua', name: 'Giulia', espeak: 'it', pitch: [217, 60], formants: [121, 125, 120, 120], rateWpm: 180,
    labels: { gender: 'female', age: 'young', accent: 'italian', descriptive: 'expressive', use_case: 'storytelling' },
    description: 'An expressive young Italian female voice with a wide pitch range.',
  }),
  premade({
    id: '2aMuSOTmQlNAgqEFcqOh', name: 'Ji-woo', espeak: 'ko', pitch: [230, 60], formants: [122, 126, 124, 121], rateWpm: 176,
    labels: { gender: 'female', age: 'young', accent: 'korean', descriptive: 'soft', use_case: 'conversational' },
    description: 'A soft young Korean female voice for assistants and apps.',
    quality: { breath: 0.15 },
  }),
  premade({
    id: 'B79dLnaqewnt4FwIXbJu', name: 'Mei', espeak: 'cmn', pitch: [239, 60], formants: [124, 127, 125, 122], rateWpm: 170,
    labels: { gender: 'female', age: 'young', accent: 'mandarin', descriptive: 'clear', use_case: 'educational' },
    description: 'A clear young Mandarin Chinese female voice for lessons and announcements.',
  }),
  premade({
    id: 'TzCeCKG4KnPkkkIyO0BS', name: 'Lily', espeak: 'en-us', pitch: [239, 70], formants: [128, 131, 128, 126], rateWpm: 185,
    labels: { gender: 'female', age: 'young', accent: 'american', descriptive: 'playful', use_case: 'characters' },
    description: 'A high, playful youthful American voice for cartoons and children\'s content.',
    quality: { tone: 1 }, post: { pitchShiftSemitones: 1 },
  }),
];

const BY_ID = new Map(PREMADE_VOICES.map((voice) => [voice.voice_id, voice]));

export const findPremadeVoice = (voiceId: string): PremadeVoice | undefined => BY_ID.get(voiceId);
