/** Hono types binary bodies as ArrayBuffer-backed; Timbre's bytes always are (it never uses SharedArrayBuffer). */
export const binary = (data: Uint8Array): Uint8Array<ArrayBuffer> => data as Uint8Array<ArrayBuffer>;
