/**
 * Audio lives here, keyed by id, never in flows: machines and recorded events carry only the ids, while this
 * module holds the bytes, the object URLs and the one audio element per id, plays one sound at a time, and tells
 * views (through useSyncExternalStore) what plays and how far a stream has come.
 */

export interface PlaybackState {
  /** The audio that plays or played last. */
  audioId: string | null;
  playing: boolean;
  currentTime: number;
  /** 0 until known. */
  duration: number;
}

export interface AudioState {
  playback: PlaybackState;
  /** Streams still arriving: bytes received so far. */
  streaming: Readonly<Record<string, number>>;
}

export interface Waveform {
  /** 0..1 per bar. */
  peaks: number[];
  durationSeconds: number;
}

interface Entry {
  element: HTMLAudioElement;
  /** Revoked when the entry goes. */
  url: string;
  /** The whole file, once it has arrived. */
  blob: Blob | null;
}

/** Enough for a session's generations, history items and previews without holding every file ever played. */
const MAX_ENTRIES = 24;

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let state: AudioState = { playback: { audioId: null, playing: false, currentTime: 0, duration: 0 }, streaming: {} };

function update(next: Partial<AudioState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

function reportFrom(audioId: string, element: HTMLAudioElement) {
  return () => {
    if (state.playback.audioId !== audioId) return;
    update({ playback: {
      audioId, playing: !element.paused && !element.ended, currentTime: element.currentTime,
      duration: finite(element.duration),
    } });
  };
}

function createElement(audioId: string): HTMLAudioElement {
  const element = new Audio();
  element.preload = 'auto';
  const report = reportFrom(audioId, element);
  for (const type of ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'seeked']) {
    element.addEventListener(type, report);
  }
  return element;
}

function release(audioId: string) {
  const entry = entries.get(audioId);
  if (!entry) return;
  entry.element.pause();
  entry.element.removeAttribute('src');
  entry.element.load();
  URL.revokeObjectURL(entry.url);
  entries.delete(audioId);
  if (state.playback.audioId === audioId) {
    update({ playback: { audioId: null, playing: false, currentTime: 0, duration: 0 } });
  }
}

function remember(audioId: string, entry: Entry) {
  entries.delete(audioId);
  entries.set(audioId, entry);
  for (const id of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    if (id !== state.playback.audioId) release(id);
  }
}

function play(audioId: string) {
  const entry = entries.get(audioId);
  if (!entry) return;
  for (const [id, other] of entries) if (id !== audioId) other.element.pause();
  if (entry.element.ended) entry.element.currentTime = 0;
  update({ playback: {
    audioId, playing: true, currentTime: entry.element.currentTime, duration: finite(entry.element.duration),
  } });
  // A refused play (autoplay policy, or the stream was released meanwhile) just leaves the player paused.
  entry.element.play().catch(reportFrom(audioId, entry.element));
}

function pause() {
  const id = state.playback.audioId;
  if (id) entries.get(id)?.element.pause();
}

function appendTo(buffer: SourceBuffer, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => { buffer.removeEventListener('error', failed); resolve(); };
    const failed = () => { buffer.removeEventListener('updateend', done); reject(new Error('The audio could not be buffered.')); };
    buffer.addEventListener('updateend', done, { once: true });
    buffer.addEventListener('error', failed, { once: true });
    buffer.appendBuffer(chunk as Uint8Array<ArrayBuffer>);
  });
}

const canStream = (mimeType: string) =>
  typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(mimeType);

/**
 * Plays a response body while it arrives: appended to a MediaSource where the browser can (mp3 in Chromium), or
 * kept until complete and played then. Resolves once the whole file is here; a failed or aborted read rejects
 * and forgets the audio.
 */
async function stream(audioId: string, body: ReadableStream<Uint8Array>, mimeType: string): Promise<void> {
  release(audioId);
  const element = createElement(audioId);
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  let received = 0;
  const arrived = (chunk: Uint8Array) => {
    chunks.push(chunk);
    received += chunk.byteLength;
    update({ streaming: { ...state.streaming, [audioId]: received } });
  };
  try {
    if (canStream(mimeType)) {
      const source = new MediaSource();
      const entry: Entry = { element, url: URL.createObjectURL(source), blob: null };
      element.src = entry.url;
      remember(audioId, entry);
      await new Promise((resolve) => source.addEventListener('sourceopen', resolve, { once: true }));
      const buffer = source.addSourceBuffer(mimeType);
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        arrived(next.value);
        await appendTo(buffer, next.value);
        if (chunks.length === 1) play(audioId);
      }
      if (source.readyState === 'open') source.endOfStream();
      entry.blob = new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: mimeType });
    } else {
      for (let next = await reader.read(); !next.done; next = await reader.read()) arrived(next.value);
      store(audioId, new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: mimeType }));
      play(audioId);
    }
  } catch (error) {
    release(audioId);
    throw error;
  } finally {
    const { [audioId]: _done, ...still } = state.streaming;
    update({ streaming: still });
  }
}

/** Keeps a whole file (a history item, a preview) under an id. */
function store(audioId: string, blob: Blob) {
  release(audioId);
  const element = createElement(audioId);
  const url = URL.createObjectURL(blob);
  element.src = url;
  remember(audioId, { element, url, blob });
}

/** Plays from the start and resolves when it ends by itself; an abort stops it (a preview's play/stop toggle). */
function playToEnd(audioId: string, signal: AbortSignal): Promise<void> {
  const entry = entries.get(audioId);
  if (!entry) return Promise.reject(new Error('The audio is not loaded.'));
  const { element } = entry;
  element.currentTime = 0;
  return new Promise<void>((resolve, reject) => {
    const finish = () => {
      element.removeEventListener('ended', ended);
      element.removeEventListener('error', failed);
      signal.removeEventListener('abort', stopped);
    };
    const ended = () => { finish(); resolve(); };
    const failed = () => { finish(); reject(new Error('The preview could not be played.')); };
    const stopped = () => { finish(); element.pause(); resolve(); };
    element.addEventListener('ended', ended);
    element.addEventListener('error', failed);
    signal.addEventListener('abort', stopped);
    play(audioId);
  });
}

/**
 * Peaks of the finished file, one per bar. Decoded with an OfflineAudioContext: it needs no output device and no
 * user gesture, unlike a live AudioContext.
 */
async function waveform(audioId: string, bars: number): Promise<Waveform> {
  const blob = entries.get(audioId)?.blob;
  if (!blob) throw new Error('The audio is not loaded.');
  const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(await blob.arrayBuffer());
  const samples = decoded.getChannelData(0);
  const size = Math.max(1, Math.floor(samples.length / bars));
  const raw = Array.from({ length: bars }, (_, bar) => {
    let peak = 0;
    for (let i = bar * size; i < Math.min(samples.length, (bar + 1) * size); i++) peak = Math.max(peak, Math.abs(samples[i]!));
    return peak;
  });
  const top = Math.max(...raw) || 1;
  // Three decimals are plenty for bar heights and keep the numbers short in recorded flows.
  return { peaks: raw.map((peak) => Math.round((peak / top) * 1000) / 1000), durationSeconds: decoded.duration };
}

function download(audioId: string, fileName: string) {
  const blob = entries.get(audioId)?.blob;
  if (!blob) return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // The click starts the download; the URL is only needed until the browser has read it.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

export const audioLibrary = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
  getSnapshot: (): AudioState => state,
  has: (audioId: string) => entries.get(audioId)?.blob != null,
  stream,
  store,
  release,
  play,
  pause,
  toggle(audioId: string) {
    if (state.playback.audioId === audioId && state.playback.playing) pause();
    else play(audioId);
  },
  seek(audioId: string, seconds: number) {
    const entry = entries.get(audioId);
    if (!entry) return;
    entry.element.currentTime = Math.max(0, Math.min(seconds, finite(entry.element.duration) || seconds));
    if (state.playback.audioId !== audioId) play(audioId);
  },
  playToEnd,
  waveform,
  download,
};
