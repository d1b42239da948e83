import decode from 'audio-decode';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  activeRmsDb, collectSpeech, cosineSimilarity, createEncoder, decodeAudioFile, DEFAULT_VOICE_SETTINGS, embeddedEngine, encodeAudio,
  EngineRequestError, findLanguage, LANGUAGES, measureF0, parseOutputFormat, PREMADE_VOICES, renderPreview,
  speakerEmbedding, SUPPORTED_OUTPUT_FORMATS, warmUpEngine, type EngineVoice, type PcmChunk, type RenderedSpeech,
  type VoiceModel, type VoiceSettings,
} from '../../server/engine';
import { bytesLEToInt16, concatBytes, int16ToFloat } from '../../server/engine/dsp/pcm';
import { decodeMuLaw } from '../../server/engine/dsp/g711';
import { toWav } from '../../server/history/transcode';

// Every test decodes or measures real audio; one warmed engine is shared and the texts are short.
const SLOW = { timeout: 60_000 };

const premade = (name: string) => PREMADE_VOICES.find((voice) => voice.name === name)!;
const voiceOf = (model: VoiceModel, voiceId = 'test'): EngineVoice => ({ voiceId, version: 1, language: 'en', model });

interface SpeakOptions {
  voice?: VoiceModel;
  settings?: Partial<VoiceSettings>;
  seed?: number;
  modelId?: string;
  languageCode?: string;
}

function chunksOf(text: string, options: SpeakOptions = {}): AsyncIterable<PcmChunk> {
  return embeddedEngine.synthesize({
    text,
    voice: voiceOf(options.voice ?? premade('Marcus').model),
    settings: { ...DEFAULT_VOICE_SETTINGS, ...options.settings },
    modelId: options.modelId ?? 'eleven_multilingual_v2',
    seed: options.seed ?? 0,
    ...(options.languageCode ? { languageCode: options.languageCode } : {}),
  });
}

const speak = (text: string, options: SpeakOptions = {}) => collectSpeech(chunksOf(text, options));
const seconds = (speech: RenderedSpeech) => speech.samples.length / speech.sampleRate;
const bytesOf = (speech: RenderedSpeech) => new Uint8Array(speech.samples.buffer, speech.samples.byteOffset, speech.samples.byteLength);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((value, i) => value === b[i]);

const SENTENCES = 'The quick brown fox jumps over the lazy dog. Please call Stella today. '
  + 'Ask her to bring these things from the store. We also need a big toy frog for the kids.';

beforeAll(async () => {
  await warmUpEngine();
}, 120_000);

describe('embedded synthesis', SLOW, () => {
  test('duration grows with the text', async () => {
    const short = await speak('Hello there.');
    const long = await speak('Hello there. This sentence is a good deal longer than the first one.');
    expect(seconds(short)).toBeGreaterThan(0.5);
    expect(seconds(long)).toBeGreaterThan(seconds(short) * 2.5);
  });

  test('speed changes the tempo: 1.2 gives about 1/1.2 of the duration, 0.7 about 1/0.7', async () => {
    const text = 'Speed changes the tempo of this sentence without changing its pitch.';
    const normal = await speak(text);
    const fast = await speak(text, { settings: { speed: 1.2 } });
    const slow = await speak(text, { settings: { speed: 0.7 } });
    expect(seconds(fast) / seconds(normal)).toBeCloseTo(1 / 1.2, 1);
    expect(Math.abs(seconds(fast) / seconds(normal) - 1 / 1.2)).toBeLessThan(0.04);
    expect(Math.abs(seconds(slow) / seconds(normal) - 1 / 0.7)).toBeLessThan(0.07);
    const pitchNormal = measureF0(normal.samples, normal.sampleRate).medianHz;
    expect(measureF0(fast.samples, fast.sampleRate).medianHz / pitchNormal).toBeGreaterThan(0.93);
  });

  test('different voices differ in measured F0 and in speaker embedding', async () => {
    const text = 'Two voices read the same words.';
    const marcus = await speak(text, { voice: premade('Marcus').model });
    const ava = await speak(text, { voice: premade('Ava').model });
    const low = measureF0(marcus.samples, marcus.sampleRate).medianHz;
    const high = measureF0(ava.samples, ava.sampleRate).medianHz;
    expect(low).toBeGreaterThan(80);
    expect(low).toBeLessThan(120);
    expect(high / low).toBeGreaterThan(1.7);
    const marcusAgain = await speak('A different sentence from the same speaker.', { voice: premade('Marcus').model });
    const embed = (speech: RenderedSpeech) => speakerEmbedding(speech.samples, speech.sampleRate);
    const sameSpeaker = cosineSimilarity(embed(marcus), embed(marcusAgain));
    expect(sameSpeaker).toBeGreaterThan(0.9);
    expect(cosineSimilarity(embed(marcus), embed(ava))).toBeLessThan(sameSpeaker - 0.2);
  });

  test('same text, voice, settings, model and seed give identical bytes, whatever ran in between', async () => {
    const options: SpeakOptions = { voice: premade('Zofia').model, settings: { stability: 0.3 }, seed: 42 };
    const first = await speak(SENTENCES, options);
    await speak('Something else in between, with another voice.', { voice: premade('Rex').model });
    const second = await speak(SENTENCES, options);
    expect(sameBytes(bytesOf(first), bytesOf(second))).toBe(true);
    const format = parseOutputFormat('mp3_44100_128');
    const encode = async (speech: RenderedSpeech) => {
      const encoder = await createEncoder(format, speech.sampleRate);
      return concatBytes([encoder.push(speech.samples), encoder.end()]);
    };
    expect(sameBytes(await encode(first), await encode(second))).toBe(true);

    const otherSeed = await speak(SENTENCES, { ...options, seed: 43 });
    expect(sameBytes(bytesOf(first), bytesOf(otherSeed))).toBe(false);
    const stable = (seed: number) => speak('Stability one ignores the seed.', { settings: { stability: 1 }, seed });
    expect(sameBytes(bytesOf(await stable(1)), bytesOf(await stable(2)))).toBe(true);
  });

  test('low stability moves the pitch more than high stability, around the same median', async () => {
    const pitch = async (stability: number) => {
      const speech = await speak(SENTENCES, { voice: premade('Ava').model, settings: { stability }, seed: 5 });
      return measureF0(speech.samples, speech.sampleRate);
    };
    const loose = await pitch(0);
    const firm = await pitch(1);
    expect(loose.spreadSemitones).toBeGreaterThan(firm.spreadSemitones * 1.5);
    expect(Math.abs(Math.log(loose.medianHz / firm.medianHz))).toBeLessThan(0.06);
  });

  test('style widens the pitch range', async () => {
    const spread = async (style: number) => {
      const speech = await speak(SENTENCES, { voice: premade('Ava').model, settings: { style } });
      return measureF0(speech.samples, speech.sampleRate).spreadSemitones;
    };
    expect(await spread(1)).toBeGreaterThan((await spread(0)) * 1.3);
  });

  test('similarity_boost decides how strongly the voice\'s own pitch applies', async () => {
    const median = async (similarity_boost: number) => {
      const speech = await speak('How similar is this voice?', { voice: premade('Lily').model, settings: { similarity_boost } });
      return measureF0(speech.samples, speech.sampleRate).medianHz;
    };
    expect(await median(1)).toBeGreaterThan((await median(0)) * 1.3);
  });

  test('speaker boost raises the measured loudness', async () => {
    const level = async (use_speaker_boost: boolean) => {
      const speech = await speak('Speaker boost makes the voice louder and brighter.', { settings: { use_speaker_boost } });
      return activeRmsDb(speech.samples, speech.sampleRate);
    };
    expect(await level(true)).toBeGreaterThan((await level(false)) + 2);
  });

  test('formant scales change the measured spectrum', async () => {
    const base = premade('Marcus').model;
    const mfccPart = (speech: RenderedSpeech) => speakerEmbedding(speech.samples, speech.sampleRate).slice(0, 38);
    const reference = mfccPart(await speak('The first sentence for the spectrum.', { voice: base }));
    const sameVoice = mfccPart(await speak('Another sentence with different words.', { voice: base }));
    const shifted = mfccPart(await speak('Another sentence with different words.', {
      voice: { ...base, formantScale: [118, 118, 118, 118] },
    }));
    expect(cosineSimilarity(reference, shifted)).toBeLessThan(cosineSimilarity(reference, sameVoice) - 0.02);
  });

  test('alignment covers every character with times inside the audio', async () => {
    const text = 'Hello world, this is Timbre. Timing works per character!';
    const speech = await speak(text);
    const { characters, character_start_times_seconds: starts, character_end_times_seconds: ends } = speech.alignment;
    expect(characters.join('')).toBe(text);
    for (let i = 1; i < characters.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1]!);
    expect(ends.at(-1)!).toBeCloseTo(seconds(speech), 2);
    const timbre = text.indexOf('Timbre');
    expect(starts[timbre]).toBeGreaterThan(0.5);
    expect(starts[timbre]).toBeLessThan(seconds(speech) / 2);
  });

  test('the flash preset sends a smaller first chunk; chunks arrive one by one', async () => {
    const text = 'This opening sentence is long enough that the latency presets cut it differently, which matters. Second.';
    const firstChunk = async (modelId: string) => {
      const iterator = chunksOf(text, { modelId })[Symbol.asyncIterator]();
      const first = (await iterator.next()).value as PcmChunk;
      await iterator.return?.();
      return first.alignment.characters.length;
    };
    const flash = await firstChunk('eleven_flash_v2_5');
    expect(flash).toBeLessThanOrEqual(50);
    expect(flash).toBeLessThan(await firstChunk('eleven_multilingual_v2'));
  });

  test('invalid requests fail before any audio, with typed errors', () => {
    const base = { text: 'Hi there.', voice: voiceOf(premade('Marcus').model), settings: DEFAULT_VOICE_SETTINGS, seed: 0 };
    const failure = (request: Parameters<typeof embeddedEngine.synthesize>[0]) => {
      try {
        embeddedEngine.synthesize(request);
      } catch (error) {
        return error as EngineRequestError;
      }
      throw new Error('expected a synchronous failure');
    };
    expect(failure({ ...base, modelId: 'eleven_multilingual_v2', settings: { ...DEFAULT_VOICE_SETTINGS, speed: 2 } }).field)
      .toBe('voice_settings.speed');
    expect(failure({ ...base, modelId: 'eleven_flash_v2', languageCode: 'es' }).code).toBe('unsupported_language');
    expect(failure({ ...base, modelId: 'eleven_english_sts_v2' }).code).toBe('model_cannot_do_text_to_speech');
    expect(failure({ ...base, modelId: 'eleven_v3', text: 'x'.repeat(3001) }).code).toBe('max_character_limit_exceeded');
    expect(failure({ ...base, modelId: 'eleven_v3', text: ' ... ' }).code).toBe('invalid_text');
  });

  test('an aborted request stops between sentences', async () => {
    const controller = new AbortController();
    const chunks = embeddedEngine.synthesize({
      text: SENTENCES, voice: voiceOf(premade('Marcus').model), settings: DEFAULT_VOICE_SETTINGS,
      modelId: 'eleven_multilingual_v2', seed: 0, signal: controller.signal,
    });
    let received = 0;
    await expect((async () => {
      for await (const _chunk of chunks) {
        received++;
        controller.abort();
      }
    })()).rejects.toThrow(/abort/i);
    expect(received).toBe(1);
  });
});

describe('output formats', SLOW, () => {
  test('every advertised format encodes a stream and decodes at its own rate and length', async () => {
    const chunks: PcmChunk[] = [];
    for await (const chunk of chunksOf('Every format. Every rate.')) chunks.push(chunk);
    const duration = chunks.reduce((sum, chunk) => sum + chunk.samples.length / chunk.sampleRate, 0);
    for (const id of SUPPORTED_OUTPUT_FORMATS) {
      const format = parseOutputFormat(id);
      const encoder = await createEncoder(format, chunks[0]!.sampleRate);
      const bytes = concatBytes([...chunks.map((chunk) => encoder.push(chunk.samples)), encoder.end()]);
      let decodedSeconds: number;
      let level: number;
      if (format.codec === 'mp3' || format.codec === 'opus' || format.codec === 'wav') {
        const audio = await decode(bytes);
        expect(audio.sampleRate, id).toBe(format.sampleRate);
        decodedSeconds = audio.channelData[0]!.length / audio.sampleRate;
        level = activeRmsDb(audio.channelData[0]!, audio.sampleRate);
      } else {
        const samples = format.codec === 'pcm' ? bytesLEToInt16(bytes) : format.codec === 'ulaw' ? decodeMuLaw(bytes) : null;
        decodedSeconds = (format.codec === 'pcm' ? bytes.length / 2 : bytes.length) / format.sampleRate;
        level = samples ? activeRmsDb(int16ToFloat(samples), format.sampleRate) : -20;
      }
      const slack = format.codec === 'mp3' ? 0.12 : 0.002;
      expect(Math.abs(decodedSeconds - duration), id).toBeLessThan(slack);
      expect(level, id).toBeGreaterThan(-30);
    }
  });

  test('an MP3 encoder taken back from the pool encodes exactly as a fresh one', async () => {
    const [first, other] = await Promise.all([speak('The same words.', {}), speak('Something else entirely.', {})]);
    const format = parseOutputFormat('mp3_44100_128');
    const encode = async (samples: Float32Array) => {
      const encoder = await createEncoder(format, first.sampleRate);
      const bytes = concatBytes([encoder.push(samples), encoder.end()]);
      // A finished encoder rejoins the pool on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      return bytes;
    };
    // Two encoders open at once: both are pooled afterwards, so the later calls reuse them.
    const [once, between] = await Promise.all([encode(first.samples), encode(other.samples)]);
    await encode(other.samples);
    expect(Buffer.from(await encode(first.samples)).equals(Buffer.from(once))).toBe(true);
    expect(Buffer.from(between).equals(Buffer.from(once))).toBe(false);
  });

  test('an Ogg Opus file is well formed, streamed or whole: checksums, sequence, first and last pages, its end', async () => {
    const speech = await speak('An Opus stream, sent as it is made. A second sentence makes it long enough.', {});
    const encoder = await createEncoder(parseOutputFormat('opus_48000_192'), speech.sampleRate);
    const slice = Math.round(speech.sampleRate / 4);
    const parts: Uint8Array[] = [];
    for (let start = 0; start < speech.samples.length; start += slice) {
      parts.push(encoder.push(speech.samples.subarray(start, start + slice)));
    }
    parts.push(encoder.end());
    const streamed = concatBytes(parts);
    // In one piece, the packets need several pages in a single write.
    const whole = await encodeAudio(speech.samples, speech.sampleRate, parseOutputFormat('opus_48000_192'));
    const expectedEnd = BigInt(Math.round(speech.samples.length * 48000 / speech.sampleRate));
    for (const bytes of [streamed, whole]) {
      const pages = oggPages(bytes);
      expect(pages.length).toBeGreaterThan(4);
      expect(pages.map((page) => page.sequence)).toEqual(pages.map((_, index) => index));
      expect(pages.map((page) => page.flags & 2)).toEqual(pages.map((_, index) => (index === 0 ? 2 : 0)));
      expect(pages.map((page) => page.flags & 4)).toEqual(pages.map((_, index) => (index === pages.length - 1 ? 4 : 0)));
      // Each page states where its audio ends; the last one, the input's length at 48 kHz plus the encoder's delay.
      // The first page: a 27-byte header and one lacing value, then OpusHead, whose pre-skip is at byte 10.
      const preSkip = new DataView(bytes.buffer, bytes.byteOffset + 27 + 1 + 10).getUint16(0, true);
      expect(pages.at(-1)!.granule).toBe(expectedEnd + BigInt(preSkip));
      for (let i = 1; i < pages.length; i++) expect(pages[i]!.granule >= pages[i - 1]!.granule).toBe(true);
    }
    // A history download as WAV decodes the Opus file.
    const wav = await decode(await toWav(streamed, 'opus_48000_192'));
    expect(wav.sampleRate).toBe(48000);
    expect(Math.abs(wav.channelData[0]!.length / 48000 - speech.samples.length / speech.sampleRate)).toBeLessThan(0.002);
  });

  test('renderPreview returns an MP3 at 44.1 kHz that the upload decoder reads back', async () => {
    const mp3 = await renderPreview(premade('Ava').model, 'A preview.');
    const audio = await decodeAudioFile(mp3);
    expect(audio.sampleRate).toBe(44100);
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(0.5);
    expect(measureF0(audio.samples, audio.sampleRate).medianHz).toBeGreaterThan(180);
  });
});

describe('premade voices', SLOW, () => {
  test('at least 20 voices with fixed unique 20-character ids, across languages and accents', () => {
    expect(PREMADE_VOICES.length).toBeGreaterThanOrEqual(20);
    const ids = PREMADE_VOICES.map((voice) => voice.voice_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(PREMADE_VOICES.map((voice) => voice.labels.language)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(PREMADE_VOICES.map((voice) => voice.labels.accent)).size).toBeGreaterThanOrEqual(15);
    for (const voice of PREMADE_VOICES) expect(findLanguage(voice.labels.language), voice.name).toBeDefined();
  });

  test('every pair differs in measured F0 by at least 3 %', async () => {
    const medians: Array<[string, number]> = [];
    for (const voice of PREMADE_VOICES) {
      const speech = await speak('The quick brown fox jumps over the lazy dog. Please call Stella.', {
        voice: voice.model, languageCode: 'en',
      });
      medians.push([voice.name, measureF0(speech.samples, speech.sampleRate).medianHz]);
    }
    for (let i = 0; i < medians.length; i++) {
      for (let j = i + 1; j < medians.length; j++) {
        const [a, fa] = medians[i]!;
        const [b, fb] = medians[j]!;
        expect(Math.abs(Math.log(fa / fb)), `${a} ${fa.toFixed(0)} Hz vs ${b} ${fb.toFixed(0)} Hz`).toBeGreaterThan(0.03);
      }
    }
  });

  test('every premade voice speaks its preview in its own language', async () => {
    for (const voice of PREMADE_VOICES) {
      const speech = await speak(voice.previewText, { voice: voice.model });
      const f0 = measureF0(speech.samples, speech.sampleRate);
      expect(seconds(speech), voice.name).toBeGreaterThan(1);
      expect(f0.voicedFraction, voice.name).toBeGreaterThan(0.1);
    }
  });

  test('every engine language synthesises its sample sentence', async () => {
    for (const language of LANGUAGES) {
      const speech = await speak(language.sample, { languageCode: language.id });
      expect(seconds(speech), language.id).toBeGreaterThan(1);
    }
  });
});

/** Ogg's page checksum, written out independently of the encoder's: CRC-32, polynomial 0x04c11db7, unreflected. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** Every page of an Ogg stream, each checked against its checksum. */
function oggPages(bytes: Uint8Array): Array<{ flags: number; granule: bigint; sequence: number }> {
  const pages: Array<{ flags: number; granule: bigint; sequence: number }> = [];
  for (let offset = 0; offset < bytes.length;) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
    expect(String.fromCharCode(...bytes.subarray(offset, offset + 4))).toBe('OggS');
    const segments = bytes[offset + 26]!;
    const length = 27 + segments + bytes.subarray(offset + 27, offset + 27 + segments).reduce((sum, value) => sum + value, 0);
    const page = bytes.slice(offset, offset + length);
    const stated = view.getUint32(22, true);
    page.fill(0, 22, 26);
    expect(oggCrc(page)).toBe(stated);
    pages.push({ flags: bytes[offset + 5]!, granule: view.getBigInt64(6, true), sequence: view.getUint32(18, true) });
    offset += length;
  }
  return pages;
}
