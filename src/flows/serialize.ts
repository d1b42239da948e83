/**
 * Recorded events and traces must survive JSON: errors become plain objects carrying their message, and secrets
 * (passwords, tokens, API keys) are redacted before anything is stored or broadcast. Redaction is applied to
 * events and final snapshots alike, so a replay still reproduces the recorded snapshot exactly.
 */
export const REDACTED = '[redacted]';
const SECRET_KEYS = new Set(['password', 'token', 'xi_api_key']);

export function toRecordable(value: unknown, depth = 0): unknown {
  if (depth > 32) return null;
  if (value instanceof Error) {
    const plain: Record<string, unknown> = { name: value.name, message: value.message };
    for (const [key, inner] of Object.entries(value)) plain[key] = toRecordable(inner, depth + 1);
    return plain;
  }
  if (Array.isArray(value)) return value.map((item) => toRecordable(item, depth + 1));
  if (value && typeof value === 'object') {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(value));
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'function' || inner === undefined) continue;
      out[key] = SECRET_KEYS.has(key) && inner !== null ? REDACTED : toRecordable(inner, depth + 1);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  return value;
}
