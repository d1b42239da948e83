import type { SpeechModel, VoiceSettingsResponse, VoiceSummary } from '../../src/domain';
import type { WorkspaceCatalog } from '../../src/machines/speechSynthesis.machine';
import type { HistoryPage, VoicesPage } from '../../src/services/speech';

/** Fixed speech payloads for the path specs and the unit tests: few, so the state graphs stay small. */

const voice = (overrides: Partial<VoiceSummary> & Pick<VoiceSummary, 'voiceId' | 'name'>): VoiceSummary => ({
  category: 'premade', labels: { language: 'en' }, description: '', previewUrl: `/v1/voices/${overrides.voiceId}/preview`,
  settings: null, fineTunedModelIds: [], originalVoiceId: null, ...overrides,
});

export const VOICES = {
  premade: voice({ voiceId: 'voice_nova', name: 'Nova' }),
  /** Professional and fine-tuned for nothing: choosing it falls back to multilingual v2 with a warning. */
  professional: voice({ voiceId: 'voice_pro', name: 'Studio/Ada', category: 'professional' }),
  /** A copy of the shared voice `shared_lily`. */
  copied: voice({ voiceId: 'voice_lily', name: 'Lily', category: 'cloned', originalVoiceId: 'shared_lily' }),
} as const;

export const PAGE_WITH_MORE: VoicesPage = { voices: [VOICES.premade, VOICES.professional], nextPageToken: 'token_2' };
export const LAST_PAGE: VoicesPage = { voices: [VOICES.copied], nextPageToken: null };

const languages = (...ids: string[]) => ids.map((id) => ({ language_id: id, name: id.toUpperCase() }));

const model = (overrides: Partial<SpeechModel> & Pick<SpeechModel, 'model_id'>): SpeechModel => ({
  name: overrides.model_id, description: 'Embedded parametric synthesiser preset.', languages: languages('en', 'de'),
  can_do_text_to_speech: true, can_do_voice_conversion: false, can_use_style: true, can_use_speaker_boost: true,
  serves_pro_voices: true, max_characters_request_free_user: 2_500, maximum_text_length_per_request: 10_000,
  model_rates: { character_cost_multiplier: 1 }, ...overrides,
});

export const MODELS = {
  multilingual: model({ model_id: 'eleven_multilingual_v2', name: 'Eleven Multilingual v2' }),
  english: model({ model_id: 'eleven_monolingual_v1', name: 'Eleven English v1', languages: languages('en'),
    can_use_style: false, serves_pro_voices: false }),
  v3: model({ model_id: 'eleven_v3', name: 'Eleven v3', maximum_text_length_per_request: 3_000, serves_pro_voices: false }),
  voiceChanger: model({ model_id: 'eleven_english_sts_v2', can_do_text_to_speech: false, can_do_voice_conversion: true }),
} as const;

export const DEFAULT_SETTINGS: VoiceSettingsResponse = {
  stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1,
};

/** The English model first, so a fresh workspace starts on a model that speaks English only. */
export const catalog = (voice: VoiceSummary | null): WorkspaceCatalog => ({
  models: [MODELS.english, MODELS.multilingual, MODELS.v3, MODELS.voiceChanger],
  defaultSettings: DEFAULT_SETTINGS,
  voice,
});

export const HISTORY_FIRST_PAGE: HistoryPage = {
  items: [
    { historyItemId: 'h_2', text: 'Second', voiceId: 'voice_nova', voiceName: 'Nova', modelId: 'eleven_multilingual_v2',
      dateUnix: 1_700_000_200, credits: 6 },
    { historyItemId: 'h_1', text: 'First', voiceId: 'voice_nova', voiceName: 'Nova', modelId: 'eleven_multilingual_v2',
      dateUnix: 1_700_000_100, credits: 5 },
  ],
  lastId: 'h_1',
  hasMore: true,
};
export const HISTORY_LAST_PAGE: HistoryPage = {
  items: [{ historyItemId: 'h_0', text: 'Zeroth', voiceId: 'voice_nova', voiceName: 'Nova',
    modelId: 'eleven_multilingual_v2', dateUnix: 1_700_000_000, credits: 6 }],
  lastId: 'h_0',
  hasMore: false,
};
