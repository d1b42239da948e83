/**
 * The speech engine contract. The embedded engine (espeak-ng + DSP, see embedded/) is the default; an upstream
 * adapter forwards to any ElevenLabs-compatible API. Routes talk only to this interface.
 */

/** A voice as the engine needs it: the embedded engine reads `model`, an upstream engine reads `upstreamVoiceId`. */
export interface EngineVoice {
  voiceId: string;
  /** Changes whenever the voice's parameters change, so cached audio and determinism are per version. */
  version: number;
  /** BCP-47-ish primary language, e.g. 'en', 'es'. */
  language: string;
  model: VoiceModel;
  upstreamVoiceId?: string;
}

/**
 * The embedded engine's voice: an espeak-ng language voice, a generated variant (written as a variant file at run
 * time) and post-processing. Every field is a plain number or string so voices can be stored as JSON, drawn from a
 * prompt prior (voice design) or fitted to samples (cloning).
 */
export interface VoiceModel {
  /** espeak-ng voice name, e.g. 'en-us', 'en-gb-x-rp', 'es', 'fr-fr'. */
  espeakVoice: string;
  /** Base pitch (Hz) of the variant, and its range (Hz span). */
  pitchBaseHz: number;
  pitchRangeHz: number;
  /** Formant frequency scales (percent, 100 = unchanged) for formants 1..4. */
  formantScale: [number, number, number, number];
  /** 0..1 amounts. */
  breath: number;
  roughness: number;
  flutter: number;
  /** Spectral tilt: negative = darker, positive = brighter (dB per octave, small). */
  tone: number;
  /** Words per minute at speed 1.0. */
  rateWpm: number;
  /** Post-processing. */
  post: {
    /** Semitones of pitch shift applied after synthesis (without moving formants). */
    pitchShiftSemitones: number;
    /** Low-shelf and high-shelf gains in dB. */
    bassDb: number;
    trebleDb: number;
    /** Target loudness in dBFS RMS. */
    loudnessDb: number;
  };
}

/** The public API's voice settings (workspace-shell §3.4, api-contract §1.2). */
export interface VoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
  speed: number;
}

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1,
};

export interface SynthesisRequest {
  text: string;
  voice: EngineVoice;
  settings: VoiceSettings;
  modelId: string;
  /** Same text, voice version, settings, model and seed → identical bytes. */
  seed: number;
  languageCode?: string;
  signal?: AbortSignal;
}

/** Mono PCM at the engine's native rate, one sentence (or chunk) at a time, with its timings. */
export interface PcmChunk {
  samples: Float32Array;
  sampleRate: number;
  /** Characters of the request text this chunk covers, and their start/end times relative to the chunk. */
  alignment: CharacterAlignment;
}

export interface CharacterAlignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

export interface EngineCapabilities {
  languages: string[];
  outputFormats: string[];
  streaming: boolean;
  timestamps: boolean;
  cloning: boolean;
  conversion: boolean;
}

export interface SpeechEngine {
  readonly name: string;
  readonly capabilities: EngineCapabilities;
  /** Synthesises sentence by sentence, so the first audio can leave before the whole text is done. */
  synthesize(request: SynthesisRequest): AsyncIterable<PcmChunk>;
}
