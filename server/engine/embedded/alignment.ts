import type { CharacterAlignment } from '../types';
import type { EspeakWord } from './espeak';

/** Spaces, punctuation and symbols between words: they take the pause times, not word times. */
const GAP_CHARACTER = /[\s\p{P}\p{S}]/u;

interface Span {
  from: number;
  to: number;
  startSeconds: number;
  endSeconds: number;
}

/**
 * Per-character timings of one chunk (the public API's `alignment`, one entry per code point) from espeak-ng's
 * word events. A word runs from its event to the next word's event, or to the first pause after it (a comma or
 * sentence end), whichever is earlier; its letters share that interval evenly. The spaces and punctuation after a
 * word share the gap up to the next word. espeak-ng may report several events for one written token ("$1,250"
 * becomes five spoken words), so events are ordered and de-duplicated by text position first.
 *
 * `timeScale` maps espeak-ng's milliseconds onto the processed audio (sonic changes the tempo uniformly).
 */
export function alignCharacters(
  text: string, words: readonly EspeakWord[], pausesMs: readonly number[], durationSeconds: number, timeScale: number,
): CharacterAlignment {
  const characters = Array.from(text);
  const toSeconds = (ms: number) => Math.min(durationSeconds, (ms / 1000) * timeScale);
  const anchors = orderedAnchors(words, characters.length)
    .map((word) => ({ ...word, seconds: toSeconds(word.timeMs) }));
  const pauses = pausesMs.map(toSeconds);

  const spans: Span[] = [];
  let cursorChar = 0;
  let cursorSeconds = 0;
  const gap = (to: number, endSeconds: number) => {
    if (to > cursorChar) spans.push({ from: cursorChar, to, startSeconds: cursorSeconds, endSeconds });
    cursorChar = Math.max(cursorChar, to);
    cursorSeconds = Math.max(cursorSeconds, endSeconds);
  };
  anchors.forEach((anchor, index) => {
    const next = anchors[index + 1];
    gap(anchor.start, anchor.seconds);
    let to = next ? next.start : characters.length;
    while (to - 1 > anchor.start && GAP_CHARACTER.test(characters[to - 1]!)) to--;
    const nextSeconds = next ? next.seconds : durationSeconds;
    const pause = pauses.find((seconds) => seconds > anchor.seconds) ?? durationSeconds;
    const endSeconds = Math.max(anchor.seconds, Math.min(nextSeconds, pause));
    spans.push({ from: anchor.start, to, startSeconds: anchor.seconds, endSeconds });
    cursorChar = to;
    cursorSeconds = endSeconds;
  });
  gap(characters.length, durationSeconds);

  const starts = new Array<number>(characters.length).fill(0);
  const ends = new Array<number>(characters.length).fill(0);
  for (const span of spans) {
    const count = span.to - span.from;
    const step = (span.endSeconds - span.startSeconds) / count;
    for (let k = 0; k < count; k++) {
      starts[span.from + k] = roundMs(span.startSeconds + step * k);
      ends[span.from + k] = roundMs(span.startSeconds + step * (k + 1));
    }
  }
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}

/** One anchor per text position, in text order, with times forced to be non-decreasing. */
function orderedAnchors(words: readonly EspeakWord[], length: number): EspeakWord[] {
  const byStart = new Map<number, EspeakWord>();
  for (const word of words) {
    if (word.start < 0 || word.start >= length) continue;
    const known = byStart.get(word.start);
    if (!known || word.timeMs < known.timeMs) byStart.set(word.start, word);
  }
  const ordered = [...byStart.values()].sort((a, b) => a.start - b.start);
  let latest = 0;
  return ordered.map((word) => {
    latest = Math.max(latest, word.timeMs);
    return { ...word, timeMs: latest };
  });
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Shifts a chunk's alignment by `offsetSeconds`, to join chunks into the alignment of a whole request. */
export function offsetAlignment(alignment: CharacterAlignment, offsetSeconds: number): CharacterAlignment {
  return {
    characters: alignment.characters,
    character_start_times_seconds: alignment.character_start_times_seconds.map((t) => roundMs(t + offsetSeconds)),
    character_end_times_seconds: alignment.character_end_times_seconds.map((t) => roundMs(t + offsetSeconds)),
  };
}
