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

const MAX_NUL_ISSUES = 10;
const MAX_LOC_DEPTH = 32;

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string carrying it would fail in the database (a 500). It is
 * refused here for every JSON body and query, with the offending location. Iterative, because a body of deeply
 * nested arrays would overflow the stack of a recursive walk.
 */
function nulCharacterIssues(location: Location, value: unknown): ValidationIssue[] {
  interface Node { value: unknown; key: string | number | null; parent: Node | null }
  const locOf = (node: Node, key?: string): Array<string | number> => {
    const keys: Array<string | number> = key === undefined ? [] : [key];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key);
    // Innermost first until reversed; a pathological depth is cut to its outermost MAX_LOC_DEPTH keys.
    return [location, ...keys.reverse().slice(0, MAX_LOC_DEPTH)];
  };
  const issue = (loc: Array<string | number>): ValidationIssue =>
    ({ loc, msg: 'Text must not contain the NUL character (U+0000).', type: 'string', input: null });
  const issues: ValidationIssue[] = [];
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && issues.length < MAX_NUL_ISSUES) {
    const node = stack.pop()!;
    const item = node.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) issues.push(issue(locOf(node)));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: node });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) issues.push(issue(locOf(node, key)));
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return issues;
}

export function parseWith<const S extends v.GenericSchema>(location: Location, schema: S, value: unknown): v.InferOutput<S> {
  const nulIssues = nulCharacterIssues(location, value);
  if (nulIssues.length > 0) throw new ValidationError(nulIssues);
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
