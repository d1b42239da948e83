/**
 * Splits text into synthesis chunks: sentences, with the first chunk kept short so the first audio leaves early.
 * Chunks partition the text exactly (whitespace stays with the chunk before it), so per-chunk alignments
 * concatenate to an alignment of the whole request.
 */

export interface TextChunk {
  text: string;
  /** UTF-16 offsets into the request text. */
  start: number;
  end: number;
}

export interface ChunkLimits {
  firstChunkChars: number;
  chunkChars: number;
}

const TERMINATOR = /[.!?…。！？]/u;
const CLOSER = /["'”’)\]»」』]/u;
/** CJK sentence marks end a sentence without a following space. */
const CJK_TERMINATOR = /[。！？]/u;
const CLAUSE_MARK = /[,;:—–]/u;
/** CJK clause marks are not followed by a space. */
const CJK_CLAUSE_MARK = /[，、；：]/u;
const WHITESPACE = /\s/u;
const SPEAKABLE = /[\p{L}\p{N}]/u;
/** Abbreviations whose full stop does not end a sentence (English, where they are most common). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'a.m', 'p.m', 'no',
]);

export function planChunks(text: string, limits: ChunkLimits): TextChunk[] {
  const pieces: TextChunk[] = [];
  for (const sentence of splitSentences(text)) {
    const limit = () => (pieces.length === 0 ? limits.firstChunkChars : limits.chunkChars);
    let start = sentence.start;
    while (sentence.end - start > limit()) {
      const cut = cutPoint(text, start, start + limit());
      pieces.push(chunk(text, start, cut));
      start = cut;
    }
    if (start < sentence.end) pieces.push(chunk(text, start, sentence.end));
  }
  return mergeUnspeakable(text, pieces);
}

function chunk(text: string, start: number, end: number): TextChunk {
  return { text: text.slice(start, end), start, end };
}

function splitSentences(text: string): TextChunk[] {
  const sentences: TextChunk[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    let boundary = -1;
    if (char === '\n') {
      boundary = i + 1;
    } else if (TERMINATOR.test(char) && !isAbbreviation(text, start, i)) {
      let j = i + 1;
      while (j < text.length && (TERMINATOR.test(text[j]!) || CLOSER.test(text[j]!))) j++;
      if (j === text.length || WHITESPACE.test(text[j]!) || CJK_TERMINATOR.test(char)) boundary = j;
    }
    if (boundary < 0) {
      i++;
      continue;
    }
    while (boundary < text.length && WHITESPACE.test(text[boundary]!)) boundary++;
    sentences.push(chunk(text, start, boundary));
    start = boundary;
    i = boundary;
  }
  if (start < text.length) sentences.push(chunk(text, start, text.length));
  return sentences;
}

function isAbbreviation(text: string, sentenceStart: number, stop: number): boolean {
  if (text[stop] !== '.') return false;
  const word = /[\p{L}.]+$/u.exec(text.slice(sentenceStart, stop))?.[0].toLowerCase();
  return word !== undefined && ABBREVIATIONS.has(word);
}

/** Where to cut an over-long sentence before `limit`: after a clause mark, else after a space, else at the limit. */
function cutPoint(text: string, start: number, limit: number): number {
  const earliest = start + Math.floor((limit - start) / 3);
  for (let i = limit - 1; i >= earliest; i--) {
    const char = text[i]!;
    const followedBySpace = i + 1 >= text.length || WHITESPACE.test(text[i + 1]!);
    if (CJK_CLAUSE_MARK.test(char) || (CLAUSE_MARK.test(char) && followedBySpace)) return skipWhitespace(text, i + 1);
  }
  for (let i = limit - 1; i > start; i--) {
    if (WHITESPACE.test(text[i]!)) return skipWhitespace(text, i);
  }
  // Never split a surrogate pair.
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit + 1 : limit;
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && WHITESPACE.test(text[i]!)) i++;
  return i;
}

/** A chunk with nothing to pronounce (stray punctuation) joins its neighbour instead of becoming silence. */
function mergeUnspeakable(text: string, pieces: TextChunk[]): TextChunk[] {
  const merged: TextChunk[] = [];
  for (const piece of pieces) {
    const previous = merged.at(-1);
    if (previous && (!SPEAKABLE.test(piece.text) || !SPEAKABLE.test(previous.text))) {
      merged[merged.length - 1] = chunk(text, previous.start, piece.end);
    } else {
      merged.push(piece);
    }
  }
  return merged;
}
