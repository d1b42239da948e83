import { expect } from 'vitest';

interface CallResult {
  status: number;
  body: any;
}

/** A business error: `{detail: {status, message}}` with the given HTTP status (and code, when given). */
export function expectBusinessError(result: CallResult, httpStatus: number, code?: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(httpStatus);
  expect(result.body).toEqual({ detail: { status: expect.any(String), message: expect.any(String) } });
  if (code !== undefined) expect(result.body.detail.status).toBe(code);
}

/** A validation error: 422 `{detail: [{loc, msg, type}]}`; with `field`, one entry must point at `['body', field]`. */
export function expectValidationError(result: CallResult, field?: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(422);
  expect(Array.isArray(result.body.detail)).toBe(true);
  expect(result.body.detail.length).toBeGreaterThan(0);
  for (const issue of result.body.detail) {
    expect(issue).toMatchObject({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) });
    expect(issue.loc[0]).toBe('body');
  }
  if (field !== undefined) {
    expect(result.body.detail.map((issue: { loc: unknown[] }) => issue.loc[1])).toContain(field);
  }
}
