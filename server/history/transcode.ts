import { decodeALaw, decodeAudioFile, decodeMuLaw, encodeAudio, parseOutputFormat, type OutputFormat } from '../engine';
import { bytesLEToInt16, int16ToFloat } from '../engine/dsp/pcm';

/** The stored file as mono samples: headerless codecs by their format, files with headers by their decoder. */
async function decode(bytes: Uint8Array, format: OutputFormat): Promise<{ samples: Float32Array; sampleRate: number }> {
  switch (format.codec) {
    case 'pcm':
      return { samples: int16ToFloat(bytesLEToInt16(bytes)), sampleRate: format.sampleRate };
    case 'ulaw':
      return { samples: int16ToFloat(decodeMuLaw(bytes)), sampleRate: format.sampleRate };
    case 'alaw':
      return { samples: int16ToFloat(decodeALaw(bytes)), sampleRate: format.sampleRate };
    case 'mp3':
    case 'opus':
    case 'wav':
      return decodeAudioFile(bytes);
  }
}

/** POST /v1/history/download with output_format=wav: the item's audio as 16-bit WAV at its own sample rate. */
export async function toWav(bytes: Uint8Array, outputFormat: string): Promise<Uint8Array> {
  const format = parseOutputFormat(outputFormat);
  if (format.codec === 'wav') return bytes;
  const { samples, sampleRate } = await decode(bytes, format);
  return encodeAudio(samples, sampleRate, parseOutputFormat(`wav_${sampleRate}`));
}
