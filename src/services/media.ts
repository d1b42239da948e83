/**
 * The microphone: getUserMedia and a MediaRecorder (workspace-shell §4.15: chunks every 100 ms). One take at a time;
 * the recorder flow drives it through openMicrophone, startCapture, finishCapture and releaseMicrophone.
 */

const CHUNK_MS = 100;

interface Take {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
}

let take: Take | null = null;

/** Asks for the microphone; a refusal rejects with the browser's DOMException (NotAllowedError). */
async function openMicrophone(): Promise<void> {
  releaseMicrophone();
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot record audio.');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => { if (event.data.size > 0) chunks.push(event.data); });
  take = { stream, recorder, chunks };
}

function startCapture(): void {
  if (take?.recorder.state === 'inactive') take.recorder.start(CHUNK_MS);
}

/**
 * Stops the recorder and gives the take as 16-bit PCM WAV with its real length. MediaRecorder's webm/opus (or mp4)
 * lacks a duration header and not every decoder reads it; a WAV every decoder reads.
 */
async function finishCapture(): Promise<{ wav: Blob; durationMs: number }> {
  const current = take;
  if (!current || current.recorder.state === 'inactive') throw new Error('Nothing is being recorded.');
  const stopped = new Promise<void>((resolve) => current.recorder.addEventListener('stop', () => resolve(), { once: true }));
  current.recorder.stop();
  await stopped;
  const recorded = new Blob(current.chunks, { type: current.recorder.mimeType });
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await recorded.arrayBuffer());
    return { wav: new Blob([wavOfPcm16(pcm16Of(audio), audio.sampleRate)], { type: 'audio/wav' }), durationMs: audio.duration * 1000 };
  } finally {
    void context.close();
  }
}

/** Stops recording (if it still runs) and the microphone, so the browser's recording indicator goes off. */
function releaseMicrophone(): void {
  if (!take) return;
  if (take.recorder.state !== 'inactive') take.recorder.stop();
  for (const track of take.stream.getTracks()) track.stop();
  take = null;
}

/** The channels mixed to mono, as little-endian 16-bit samples. */
function pcm16Of(audio: AudioBuffer): Uint8Array {
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
  const out = new DataView(new ArrayBuffer(audio.length * 2));
  for (let i = 0; i < audio.length; i++) {
    let sum = 0;
    for (const channel of channels) sum += channel[i] ?? 0;
    const value = Math.max(-1, Math.min(1, sum / channels.length));
    out.setInt16(i * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  }
  return new Uint8Array(out.buffer);
}

/** 16-bit mono PCM in a WAV container. */
export function wavOfPcm16(pcm: Uint8Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) => [...value].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF'); header.setUint32(4, 36 + pcm.length, true); text(8, 'WAVE'); text(12, 'fmt ');
  header.setUint32(16, 16, true); header.setUint16(20, 1, true); header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true); header.setUint32(28, sampleRate * 2, true); header.setUint16(32, 2, true);
  header.setUint16(34, 16, true); text(36, 'data'); header.setUint32(40, pcm.length, true);
  const out = new Uint8Array(44 + pcm.length);
  out.set(new Uint8Array(header.buffer));
  out.set(pcm, 44);
  return out;
}

export const mediaApi = { openMicrophone, startCapture, finishCapture, releaseMicrophone };
