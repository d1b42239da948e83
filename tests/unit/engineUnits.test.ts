import { describe, expect, test } from 'vitest';
import { decodeALaw, decodeMuLaw, encodeALaw, encodeMuLaw } from '../../server/engine/dsp/g711';
import { limitPeaks, normalizeLoudness, activeRmsDb } from '../../server/engine/dsp/loudness';
import { alignCharacters } from '../../server/engine/embedded/alignment';
import { planChunks } from '../../server/engine/embedded/chunking';
import { planVoice, sentenceProsody, validateVoiceSettings } from '../../server/engine/embedded/prosody';
import { variantFile } from '../../server/engine/embedded/variant';
import {
  DEFAULT_VOICE_SETTINGS, EngineRequestError, formatAllowedForTier, MODELS, parseOutputFormat, PREMADE_VOICES,
  requireTextToSpeechModel, SUPPORTED_OUTPUT_FORMATS, toPublicModel, UnsupportedOutputFormatError,
} from '../../server/engine';

const marcus = PREMADE_VOICES.find((voice) => voice.name === 'Marcus')!.model;
const multilingual = requireTextToSpeechModel('eleven_multilingual_v2').preset;

describe('output formats', () => {
  test('the required formats parse with their rate, codec and bitrate', () => {
    for (const id of ['mp3_22050_32', 'mp3_44100_32', 'opus_48000_32', 'opus_48000_192', 'mp3_44100_64', 'mp3_44100_128', 'mp3_44100_192', 'pcm_16000', 'pcm_22050',
      'pcm_24000', 'pcm_44100', 'wav_44100', 'ulaw_8000', 'alaw_8000']) {
      expect(SUPPORTED_OUTPUT_FORMATS).toContain(id);
    }
    expect(parseOutputFormat('mp3_44100_192')).toMatchObject({ codec: 'mp3', sampleRate: 44100, bitrateKbps: 192, contentType: 'audio/mpeg' });
    expect(parseOutputFormat('ulaw_8000')).toMatchObject({ codec: 'ulaw', sampleRate: 8000 });
    expect(parseOutputFormat(undefined).id).toBe('mp3_44100_128');
  });

  test('an unknown format throws a typed error that lists every supported value', () => {
    for (const bad of ['opus_48000_48', 'mp3_44100_320', 'flac', 'pcm_11025']) {
      let error: unknown;
      try {
        parseOutputFormat(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(UnsupportedOutputFormatError);
      const typed = error as UnsupportedOutputFormatError;
      expect(typed.httpStatus).toBe(422);
      expect(typed.supported).toEqual(SUPPORTED_OUTPUT_FORMATS);
      for (const id of SUPPORTED_OUTPUT_FORMATS) expect(typed.message).toContain(id);
    }
  });

  test('tier rules: 192 kbps MP3 needs Creator+, 44.1 kHz PCM needs Pro+', () => {
    expect(formatAllowedForTier('mp3_44100_192', 'free')).toBe(false);
    expect(formatAllowedForTier('mp3_44100_192', 'starter')).toBe(false);
    expect(formatAllowedForTier('mp3_44100_192', 'creator')).toBe(true);
    expect(formatAllowedForTier('pcm_44100', 'creator')).toBe(false);
    expect(formatAllowedForTier('pcm_44100', 'pro')).toBe(true);
    expect(formatAllowedForTier('wav_48000', 'creator')).toBe(false);
    expect(formatAllowedForTier('mp3_44100_128', 'free')).toBe(true);
    expect(formatAllowedForTier('pcm_24000', 'free')).toBe(true);
  });
});

describe('models', () => {
  test('every known model id has the public fields, and TTS models an engine preset', () => {
    const ids = MODELS.map((model) => model.model_id);
    for (const id of ['eleven_monolingual_v1', 'eleven_multilingual_v1', 'eleven_multilingual_v2', 'eleven_turbo_v2',
      'eleven_flash_v2', 'eleven_v2', 'eleven_english_v2', 'eleven_english_sts_v2', 'eleven_multilingual_sts_v2',
      'eleven_flash_v2_5', 'eleven_turbo_v2_5', 'eleven_v3']) {
      expect(ids).toContain(id);
    }
    for (const model of MODELS) {
      const visible = toPublicModel(model);
      expect(visible).not.toHaveProperty('preset');
      expect(visible.languages.length).toBeGreaterThan(0);
      expect(visible.description).toMatch(/formant/);
      expect(model.preset !== null).toBe(model.can_do_text_to_speech);
    }
    expect(requireTextToSpeechModel('eleven_flash_v2').preset.languages).toEqual(['en']);
    expect(requireTextToSpeechModel('eleven_flash_v2_5').preset.firstChunkChars)
      .toBeLessThan(requireTextToSpeechModel('eleven_multilingual_v2').preset.firstChunkChars);
    expect(() => requireTextToSpeechModel('eleven_english_sts_v2')).toThrow(EngineRequestError);
    expect(() => requireTextToSpeechModel('nope')).toThrow(/does not exist/);
  });
});

describe('chunking', () => {
  const text = 'Dr. Smith arrived at 3.15 p.m. today! He said: "Hello, everyone." Then, after a long pause, he '
    + 'continued talking about the weather, the traffic, the price of bread and many other things nobody cared about.\n'
    + '你好世界。这是第二句。 ... ';

  test('chunks partition the text exactly and the first chunk respects the preset', () => {
    for (const limits of [{ firstChunkChars: 50, chunkChars: 80 }, { firstChunkChars: 120, chunkChars: 260 }]) {
      const chunks = planChunks(text, limits);
      expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
      expect(chunks[0]!.text.length).toBeLessThanOrEqual(limits.firstChunkChars);
      for (const chunk of chunks) expect(chunk.text).toMatch(/[\p{L}\p{N}]/u);
    }
  });

  test('sentences split at terminators, not at abbreviations or decimals', () => {
    const chunks = planChunks(text, { firstChunkChars: 200, chunkChars: 400 }).map((chunk) => chunk.text.trim());
    expect(chunks[0]).toBe('Dr. Smith arrived at 3.15 p.m. today!');
    expect(chunks).toContain('你好世界。');
  });

  test('an over-long first sentence is cut at a clause mark', () => {
    const [first] = planChunks('Well, this sentence keeps going, and going, and going well past the limit.', { firstChunkChars: 40, chunkChars: 200 });
    expect(first!.text).toBe('Well, this sentence keeps going, ');
  });
});

describe('alignment', () => {
  test('letters share their word interval, gaps take the pause, times never go backwards', () => {
    const text = 'Hello world, this is it. ';
    const alignment = alignCharacters(text, [
      { start: 0, length: 5, timeMs: 0 }, { start: 6, length: 5, timeMs: 300 }, { start: 13, length: 4, timeMs: 900 },
      { start: 18, length: 2, timeMs: 1100 }, { start: 21, length: 2, timeMs: 1250 },
    ], [740, 1480], 1.8, 1);
    expect(alignment.characters.join('')).toBe(text);
    const starts = alignment.character_start_times_seconds;
    const ends = alignment.character_end_times_seconds;
    for (let i = 0; i < starts.length; i++) {
      expect(ends[i]).toBeGreaterThanOrEqual(starts[i]!);
      if (i > 0) expect(starts[i]).toBeGreaterThanOrEqual(ends[i - 1]! - 1e-9);
    }
    expect(starts[6]).toBe(0.3);
    expect(ends[10]).toBe(0.74);
    expect([starts[11], ends[12]]).toEqual([0.74, 0.9]);
    expect(ends.at(-1)).toBe(1.8);
  });

  test('times follow the tempo change and code points count as characters', () => {
    const alignment = alignCharacters('😀 Hi', [{ start: 0, length: 1, timeMs: 0 }, { start: 2, length: 2, timeMs: 600 }], [], 1, 0.5);
    expect(alignment.characters).toEqual(['😀', ' ', 'H', 'i']);
    expect(alignment.character_start_times_seconds[2]).toBe(0.3);
  });
});

describe('settings and prosody', () => {
  test('settings outside the public ranges are refused with the field named', () => {
    expect(() => validateVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, speed: 1.5 })).toThrow(/speed/);
    expect(() => validateVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, speed: 0.69 })).toThrow(EngineRequestError);
    expect(() => validateVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, stability: -0.1 })).toThrow(/stability/);
    expect(() => validateVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, style: Number.NaN })).toThrow(/style/);
    expect(validateVoiceSettings({ ...DEFAULT_VOICE_SETTINGS, speed: 0.7 }).speed).toBe(0.7);
  });

  test('per-sentence variation is seeded, and vanishes at stability 1', () => {
    const loose = planVoice(marcus, { ...DEFAULT_VOICE_SETTINGS, stability: 0.2 }, multilingual, 'en-us');
    const draws = (seed: number) => [0, 1, 2, 3].map((index) => sentenceProsody(loose, seed, index));
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    const firm = planVoice(marcus, { ...DEFAULT_VOICE_SETTINGS, stability: 1 }, multilingual, 'en-us');
    expect(sentenceProsody(firm, 1, 0)).toEqual(sentenceProsody(firm, 2, 5));
    expect(sentenceProsody(firm, 1, 0).range).toBe(25);
  });

  test('the variant file carries the voice parameters and compensates a post pitch shift', () => {
    const file = variantFile({ ...marcus, formantScale: [110, 120, 100, 100], breath: 0.5 }, { emphasis: 0, formantCompensation: 1 });
    expect(file).toMatch(/^pitch 79 113$/m);
    expect(file).toMatch(/^formant 1 110 -1 -1$/m);
    expect(file).toMatch(/^formant 2 120 -1 -1$/m);
    expect(file).toMatch(/^breath 30 30 /m);
    const shifted = variantFile(marcus, { emphasis: 1, formantCompensation: 2 ** (2 / 12) });
    expect(shifted).toMatch(/^formant 1 89 /m);
    expect(shifted).toMatch(/^stressAdd -10 -10 -10 -10 30 30 60 60$/m);
  });
});

describe('signal helpers', () => {
  test('G.711 μ-law and A-law round-trip within their quantisation step', () => {
    const samples = Int16Array.from({ length: 2000 }, (_, i) => Math.round(30000 * Math.sin(i / 7) * Math.sin(i / 300)));
    for (const [encode, decode] of [[encodeMuLaw, decodeMuLaw], [encodeALaw, decodeALaw]] as const) {
      const back = decode(encode(samples));
      for (let i = 0; i < samples.length; i++) {
        expect(Math.abs(back[i]! - samples[i]!)).toBeLessThanOrEqual(Math.max(16, Math.abs(samples[i]!) / 16));
      }
    }
  });

  test('loudness normalisation reaches the target and the limiter holds the ceiling', () => {
    const rate = 22050;
    const signal = Float32Array.from({ length: rate }, (_, i) => 0.05 * Math.sin((2 * Math.PI * 200 * i) / rate) + (i % 5000 === 0 ? 0.6 : 0));
    const loud = normalizeLoudness(signal, rate, -12);
    expect(activeRmsDb(loud, rate)).toBeGreaterThan(-12.6);
    expect(Math.max(...loud.map(Math.abs))).toBeLessThanOrEqual(10 ** (-1 / 20) + 1e-6);
    const limited = limitPeaks(Float32Array.of(0, 0.5, 2, 0.5, 0), rate, -6);
    expect(Math.max(...limited.map(Math.abs))).toBeLessThanOrEqual(10 ** (-6 / 20) + 1e-6);
  });
});
