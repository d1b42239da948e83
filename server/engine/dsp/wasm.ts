import type { SonicModule } from '@echogarden/sonic-wasm';
import type { SpeexModule } from '@echogarden/speex-resampler-wasm/simd';
import { lazy } from '../lazy';

/** Each emscripten module owns one linear memory; one instance per process serves every request. */
export const loadSonic = lazy(async (): Promise<SonicModule> => (await import('@echogarden/sonic-wasm')).default());
export const loadSpeex = lazy(
  async (): Promise<SpeexModule> => (await import('@echogarden/speex-resampler-wasm/simd')).default(),
);

/** Allocates `count` floats (at least one, so a pointer is always valid) and optionally fills them. */
export function allocFloats(module: EmscriptenHeap, count: number, fill?: Float32Array): number {
  const pointer = module._malloc(Math.max(1, count) * 4);
  // The heap views are replaced when memory grows, so they are read again after every call into the module.
  if (fill) module.HEAPF32.set(fill, pointer >> 2);
  return pointer;
}

export function readFloats(module: EmscriptenHeap, pointer: number, count: number): Float32Array {
  return module.HEAPF32.slice(pointer >> 2, (pointer >> 2) + count);
}
