import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../src/domain';

/** A business error in the public API's shape: `{detail: {status, message}}`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ValidationIssue {
  loc: Array<string | number>;
  msg: string;
  type: string;
  input?: unknown;
}

/** A validation error in the public API's shape: 422 `{detail: [{loc, msg, type}]}`. */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((issue) => issue.msg).join('; '));
  }
}

export const notFound = (what: string = ACCOUNT_MESSAGES.notFound) => new ApiError(404, 'not_found', what);

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) {
    return c.json({ detail: { status: error.code, message: error.message } }, error.httpStatus);
  }
  if (error instanceof ValidationError) {
    return c.json({ detail: error.issues }, 422);
  }
  console.error('unhandled error', c.req.method, c.req.path, error);
  return c.json({ detail: { status: 'internal_error', message: 'We are sorry, something went wrong.' } }, 500);
}

type Location = 'body' | 'query' | 'path' | 'form';

/** Turns valibot issues into the public API's `loc`/`msg`/`type` entries. */
export function toValidationIssues(location: Location, issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key as string | number);
    return { loc: [location, ...keys], msg: issue.message, type: issue.type, input: safeInput(issue.input) };
  });
}

// Echoing a huge or binary input back would turn a validation error into a large response.
function safeInput(input: unknown): unknown {
  if (input === undefined) return null;
  if (typeof input === 'string') return input.length > 200 ? `${input.slice(0, 200)}…` : input;
  if (typeof input === 'number' || typeof input === 'boolean' || input === null) return input;
  return null;
}

export function parseWith<const S extends v.GenericSchema>(location: Location, schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ValidationError(toValidationIssues(location, result.issues));
  return result.output;
}

/** Reads and validates a JSON body; a body that is not JSON is a 400 in the API's shape. */
export async function readJson<const S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_request_body', ACCOUNT_MESSAGES.malformedBody);
  }
  return parseWith('body', schema, value);
}

export function readQuery<const S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith('query', schema, c.req.query());
}
