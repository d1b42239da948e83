import type { MyVoice, MyVoicesPage, VoiceDetail } from '../../src/services/voices';
import { DEFAULT_SETTINGS } from './speechFixtures';

/** Fixed My Voices payloads for the path specs: few, so the state graphs stay small. */

const myVoice = (overrides: Partial<MyVoice> & Pick<MyVoice, 'voiceId' | 'name'>): MyVoice => ({
  description: '', category: 'cloned', labels: { language: 'en' }, previewUrl: `/v1/voices/${overrides.voiceId}/preview`,
  createdAtUnix: 1_700_000_000, samples: [], copied: false, ...overrides,
});

export const ADA = myVoice({ voiceId: 'voice_ada', name: 'Ada' });
export const BO = myVoice({ voiceId: 'voice_bo', name: 'Bo', category: 'generated' });
export const ADA_EDITED: MyVoice = { ...ADA, labels: { language: 'en', gender: 'female' } };
export const FIRST_PAGE: MyVoicesPage = { voices: [ADA], nextPageToken: 'token_2' };
export const LAST_PAGE: MyVoicesPage = { voices: [BO], nextPageToken: null };
export const ADA_DETAIL: VoiceDetail = { voice: ADA, settings: { ...DEFAULT_SETTINGS, stability: 0.4 }, defaults: DEFAULT_SETTINGS };
