import { Encoder } from '@evan/opus/wasm/index.js';
import { concatBytes, concatFloat32, floatToInt16, NO_BYTES } from './pcm';

/**
 * Opus in an Ogg stream (RFC 7845), made as the audio arrives: libopus encodes 20 ms packets at 48 kHz (10 s of
 * speech in about 30 ms), and every `write` returns the Ogg pages of the packets completed so far, so a streamed
 * answer plays as it comes. The same audio gives the same bytes on every machine: the encoder is @evan/opus's
 * WebAssembly build (its SIMD variant on every Node we run), never the native addon the package prefers where one
 * loads, and the stream's serial number is fixed.
 */

export const OPUS_SAMPLE_RATE = 48_000;
const FRAME_SAMPLES = 960;
const SERIAL = 0x54494d42; // "TIMB"
const VENDOR = 'Timbre (libopus)';
const OPUS_SET_BITRATE = 4002;
const OPUS_GET_LOOKAHEAD = 4027;
const OPUS_RESET_STATE = 4028;

const HEADER_BOS = 2;
const HEADER_EOS = 4;
const MAX_SEGMENTS = 255;

const encoder = new TextEncoder();

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, starting from 0. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** Lacing values: 255 for each full segment of a packet, then its remainder (0 when it is a multiple of 255). */
function lacing(length: number): number[] {
  return [...Array<number>(Math.floor(length / 255)).fill(255), length % 255];
}

interface Packet {
  data: Uint8Array;
  /** The stream's position, in 48 kHz samples, where this packet's audio ends. */
  granule: bigint;
}

/** Packets to Ogg pages, numbered in sequence; each page states where its last packet ends. */
class OggWriter {
  private sequence = 0;

  /** `flags`: BOS goes on the first page written, EOS on the last. */
  pages(packets: readonly Packet[], flags = 0): Uint8Array {
    const pages: Uint8Array[] = [];
    let start = 0;
    do {
      let end = start;
      let segments = 0;
      for (; end < packets.length; end++) {
        const needed = lacing(packets[end]!.data.length).length;
        if (segments + needed > MAX_SEGMENTS) break;
        segments += needed;
      }
      // Opus packets are at most 1275 bytes, five segments: a packet never has to continue on the next page.
      if (end === start && start < packets.length) throw new Error('an Ogg packet longer than one page');
      const onPage = packets.slice(start, end);
      const pageFlags = (pages.length === 0 ? flags & HEADER_BOS : 0) | (end === packets.length ? flags & HEADER_EOS : 0);
      pages.push(this.page(onPage, onPage.at(-1)?.granule ?? 0n, pageFlags));
      start = end;
    } while (start < packets.length);
    return concatBytes(pages);
  }

  private page(packets: readonly Packet[], granule: bigint, flags: number): Uint8Array {
    const table = packets.flatMap((packet) => lacing(packet.data.length));
    const body = concatBytes(packets.map((packet) => packet.data));
    const page = new Uint8Array(27 + table.length + body.length);
    const view = new DataView(page.buffer);
    page.set(encoder.encode('OggS'), 0);
    page[5] = flags;
    view.setBigInt64(6, granule, true);
    view.setUint32(14, SERIAL, true);
    view.setUint32(18, this.sequence++, true);
    page[26] = table.length;
    page.set(table, 27);
    page.set(body, 27 + table.length);
    view.setUint32(22, oggCrc(page), true);
    return page;
  }
}

/** `preSkip`: the encoder's look-ahead, which a decoder drops from the start. */
function opusHead(preSkip: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(encoder.encode('OpusHead'), 0);
  head[8] = 1; // version
  head[9] = 1; // mono
  view.setUint16(10, preSkip, true);
  view.setUint32(12, OPUS_SAMPLE_RATE, true);
  // Output gain 0 and channel mapping family 0 (mono or stereo) stay zero.
  return head;
}

function opusTags(): Uint8Array {
  const vendor = encoder.encode(VENDOR);
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  const view = new DataView(tags.buffer);
  tags.set(encoder.encode('OpusTags'), 0);
  view.setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  // No user comments: the count after the vendor string stays 0.
  return tags;
}

/**
 * Encoders are reused, reset first (a reset encoder gives the same bytes as a new one); one dropped by an
 * abandoned stream is freed by the package's own finaliser.
 */
const idle: Encoder[] = [];
const MAX_IDLE = 4;

export interface OpusStream {
  write(samples: Float32Array): Uint8Array;
  close(): Uint8Array;
}

/** An Ogg Opus stream of mono 48 kHz input at `bitrateKbps`. */
export function openOpusStream(bitrateKbps: number): OpusStream {
  const opus = idle.pop() ?? new Encoder({ channels: 1, sample_rate: OPUS_SAMPLE_RATE, application: 'audio' });
  opus.ctl(OPUS_RESET_STATE);
  opus.ctl(OPUS_SET_BITRATE, bitrateKbps * 1000);
  const preSkip = opus.ctl(OPUS_GET_LOOKAHEAD);
  const ogg = new OggWriter();
  let pending = new Float32Array(0);
  /** Input samples so far, and those encoded (whole frames, so a multiple of FRAME_SAMPLES). */
  let received = 0;
  let encoded = 0;
  let headed = false;
  let open = true;

  const headers = () => {
    if (headed) return NO_BYTES;
    headed = true;
    return concatBytes([
      ogg.pages([{ data: opusHead(preSkip), granule: 0n }], HEADER_BOS),
      ogg.pages([{ data: opusTags(), granule: 0n }]),
    ]);
  };

  const encodeFrames = (samples: Float32Array): Packet[] => {
    const packets: Packet[] = [];
    let offset = 0;
    for (; offset + FRAME_SAMPLES <= samples.length; offset += FRAME_SAMPLES) {
      const data = opus.encode(floatToInt16(samples.subarray(offset, offset + FRAME_SAMPLES)));
      encoded += FRAME_SAMPLES;
      packets.push({ data, granule: BigInt(encoded) });
    }
    pending = samples.slice(offset);
    return packets;
  };

  return {
    write(samples) {
      if (!open) throw new Error('the Opus stream is closed');
      const header = headers();
      received += samples.length;
      const packets = encodeFrames(concatFloat32([pending, samples]));
      return packets.length > 0 ? concatBytes([header, ogg.pages(packets)]) : header;
    },
    close() {
      if (!open) return NO_BYTES;
      open = false;
      const header = headers();
      // Silence until the decoded stream, which starts `preSkip` samples late, covers every input sample.
      const total = received + preSkip;
      const tail = new Float32Array(Math.ceil(Math.max(total - encoded, 1) / FRAME_SAMPLES) * FRAME_SAMPLES);
      tail.set(pending);
      const packets = encodeFrames(tail);
      // The last page says where the audio really ends, so a player trims the padding.
      packets[packets.length - 1]!.granule = BigInt(total);
      if (idle.length < MAX_IDLE) idle.push(opus);
      return concatBytes([header, ogg.pages(packets, HEADER_EOS)]);
    },
  };
}
