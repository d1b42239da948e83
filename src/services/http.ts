import ky, { HTTPError, type KyInstance } from 'ky';
import { readSessionToken } from './storage';

/** A failed API call, in the public API's terms: a status code from `detail.status` and the server's message. */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Array<{ loc: Array<string | number>; msg: string }> = [],
  ) {
    super(message);
  }
}

async function toFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  if (error instanceof HTTPError) {
    const body = await error.response.clone().json().catch(() => null) as { detail?: unknown } | null;
    const detail = body?.detail;
    if (Array.isArray(detail)) {
      const fieldErrors = detail.map((d: { loc?: Array<string | number>; msg?: string }) => ({
        loc: d.loc ?? [], msg: d.msg ?? 'Invalid value.' }));
      return new ApiFailure(error.response.status, 'validation_error', fieldErrors.map((f) => f.msg).join(' '),
        fieldErrors);
    }
    if (detail && typeof detail === 'object') {
      const { status, message } = detail as { status?: string; message?: string };
      return new ApiFailure(error.response.status, status ?? 'error', message ?? error.message);
    }
    return new ApiFailure(error.response.status, 'error', typeof detail === 'string' ? detail : error.message);
  }
  return new ApiFailure(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
}

/** The one HTTP client of the app: same origin, session token as bearer, failures as ApiFailure. */
export const http: KyInstance = ky.create({
  prefixUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [(request) => {
      const token = readSessionToken();
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    }],
  },
});

/** Runs a request and rethrows any failure as ApiFailure, so machines see one error type. */
export async function request<T>(run: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await run(http);
  } catch (error) {
    throw await toFailure(error);
  }
}
