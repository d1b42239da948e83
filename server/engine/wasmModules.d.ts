// The echogarden WASM packages ship no type declarations; these describe only the exports the engine calls.

interface EmscriptenHeap {
  HEAPU8: Uint8Array;
  HEAP16: Int16Array;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
}

declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type:
      | 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    text_position: number;
    word_length: number;
    audio_position: number;
    id: string | number | undefined;
  }
  /** A pointer the generated bindings pass through unchanged instead of copying a JS string. */
  export interface HeapString { ptr: number }
  export interface EspeakWorker {
    set_voice(name: string | HeapString): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    get_samplerate(): number;
    synthesize(text: string | HeapString, callback: (samples: Int16Array, events: EspeakEvent[]) => boolean): void;
  }
  export interface EspeakModule extends EmscriptenHeap {
    eSpeakNGWorker: new () => EspeakWorker;
    FS: {
      writeFile(path: string, data: string): void;
      unlink(path: string): void;
    };
  }
  const init: () => Promise<EspeakModule>;
  export default init;
}

declare module '@echogarden/sonic-wasm' {
  export interface SonicModule extends EmscriptenHeap {
    _sonicCreateStream(sampleRate: number, channels: number): number;
    _sonicDestroyStream(stream: number): void;
    _sonicSetSpeed(stream: number, speed: number): void;
    _sonicSetPitch(stream: number, pitch: number): void;
    _sonicSetQuality(stream: number, quality: number): void;
    _sonicWriteFloatToStream(stream: number, samples: number, count: number): number;
    _sonicFlushStream(stream: number): number;
    _sonicSamplesAvailable(stream: number): number;
    _sonicReadFloatFromStream(stream: number, samples: number, maxCount: number): number;
  }
  const init: () => Promise<SonicModule>;
  export default init;
}

declare module '@echogarden/speex-resampler-wasm/simd' {
  export interface SpeexModule extends EmscriptenHeap {
    _speex_resampler_init(channels: number, inRate: number, outRate: number, quality: number, errorPointer: number): number;
    _speex_resampler_destroy(state: number): void;
    _speex_resampler_process_float(
      state: number, channel: number, input: number, inputLengthPointer: number, output: number, outputLengthPointer: number,
    ): number;
    _speex_resampler_get_input_latency(state: number): number;
    _speex_resampler_get_output_latency(state: number): number;
  }
  const init: () => Promise<SpeexModule>;
  export default init;
}

/**
 * @evan/opus's WebAssembly build on its own: the package's entry prefers a native addon where one loads, and that
 * encodes the same audio to different bytes, so a seed would no longer give the same file on every machine.
 */
declare module '@evan/opus/wasm/index.js' {
  export class Encoder {
    constructor(options: { channels: 1 | 2; sample_rate: number; application: 'voip' | 'audio' | 'restricted_lowdelay' });
    /** Without `arg`, a request that takes none or reads a value (reset, look-ahead); with it, a setting. */
    ctl(request: number, arg?: number): number;
    /** 16-bit samples of one frame; returns a copy of the packet. */
    encode(samples: Int16Array): Uint8Array;
  }
}
