import type { VoiceModel } from '../types';

/**
 * Writes a VoiceModel as an espeak-ng variant file (the `voices/!v` format). What the keywords do, from
 * espeak-ng's voices.c and wavegen.c:
 * - `pitch <base> <top>`: base pitch and the top of the intonation range, in Hz.
 * - `formant <n> <freq%> <height%> <width%>`: a negative height or width keeps espeak-ng's default for that peak.
 * - `breath` (8 values, per formant) adds noise; `voicing` scales the voiced source (100 = normal).
 * - `flutter <n>`: slow pitch wobble, default 2; `roughness <n>`: period-to-period amplitude modulation, 0..7.
 * - `tone <freq> <amp> ...`: harmonic-amplitude curve (amp 128 = unchanged).
 * - `stressAdd` (8 values) lengthens or shortens syllables per stress level (levels 4..7 are stressed).
 */

/** espeak-ng's default formant widths (voices.c default_widths / 128), as percentages, for peaks 0..8. */
const DEFAULT_WIDTH_PERCENT = [109, 100, 100, 125, 134, 134, 100, 100, 100];
/** espeak-ng's default tone curve (voices.c tone_points). */
const DEFAULT_TONE: ReadonlyArray<readonly [number, number]> = [[600, 170], [1200, 135], [2000, 110], [3000, 110]];
/** Per-formant breath-noise amplitudes at breath = 1 (close to espeak-ng's whisper variant). */
const FULL_BREATH = [60, 60, 45, 35, 20, 12, 0, 0];

export interface VariantOptions {
  /** Stressed syllables lengthen and unstressed ones shorten by this amount (0 = none, 1 ≈ +30 %/−10 %). */
  emphasis: number;
  /**
   * Divides every formant frequency: when sonic raises the pitch afterwards by this factor (moving formants with
   * it), the formants end up where the voice model puts them.
   */
  formantCompensation: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const int = (value: number, low: number, high: number) => Math.round(clamp(value, low, high));

export function variantFile(model: VoiceModel, options: VariantOptions): string {
  const base = int(model.pitchBaseHz, 40, 500);
  const top = int(model.pitchBaseHz + Math.max(0, model.pitchRangeHz), base, 800);
  // Higher voices get wider formant bandwidths, as espeak-ng's own female variants do; it softens the buzz.
  const widthScale = clamp(1 + (model.pitchBaseHz - 110) * 0.0045, 1, 1.6);
  const lines = ['name timbre', `pitch ${base} ${top}`];
  for (let peak = 0; peak <= 8; peak++) {
    const own = peak >= 1 && peak <= 4 ? model.formantScale[peak - 1] ?? 100 : 100;
    const frequency = int(own / options.formantCompensation, 40, 250);
    const width = widthScale > 1 ? int(DEFAULT_WIDTH_PERCENT[peak]! * widthScale, 50, 250) : -1;
    lines.push(`formant ${peak} ${frequency} -1 ${width}`);
  }
  const breath = clamp(model.breath, 0, 1);
  if (breath > 0.005) {
    lines.push(`breath ${FULL_BREATH.map((amount) => Math.round(amount * breath)).join(' ')}`);
    lines.push(`voicing ${Math.round(100 - 40 * breath)}`);
  }
  lines.push(`flutter ${int(model.flutter * 20, 0, 20)}`);
  lines.push(`roughness ${int(model.roughness * 7, 0, 7)}`);
  if (Math.abs(model.tone) >= 0.05) {
    const points = DEFAULT_TONE.map(([frequency, amplitude]) =>
      `${frequency} ${int(amplitude * 10 ** ((model.tone * Math.log2(frequency / 1200)) / 20), 0, 255)}`);
    lines.push(`tone ${points.join(' ')}`);
  }
  if (options.emphasis > 0.005) {
    const shorten = -Math.round(10 * options.emphasis);
    const stressed = Math.round(30 * options.emphasis);
    const emphatic = Math.round(60 * options.emphasis);
    lines.push(`stressAdd ${shorten} ${shorten} ${shorten} ${shorten} ${stressed} ${stressed} ${emphatic} ${emphatic}`);
  }
  return `${lines.join('\n')}\n`;
}
