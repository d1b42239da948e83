/**
 * Request problems the engine detects. Routes turn them into the public API's error bodies; `httpStatus` is the
 * status the engine suggests, `field` the request field at fault (for a 422 `loc`).
 */
export type EngineErrorCode =
  | 'invalid_output_format'
  | 'invalid_voice_settings'
  | 'invalid_text'
  | 'model_not_found'
  | 'model_cannot_do_text_to_speech'
  | 'unsupported_language'
  | 'max_character_limit_exceeded';

export class EngineRequestError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly httpStatus: 400 | 404 | 422,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'EngineRequestError';
  }
}

export class UnsupportedOutputFormatError extends EngineRequestError {
  constructor(
    readonly value: string,
    readonly supported: readonly string[],
  ) {
    super(
      'invalid_output_format',
      `Unsupported output_format '${value}'. Supported values: ${supported.join(', ')}.`,
      422,
      'output_format',
    );
    this.name = 'UnsupportedOutputFormatError';
  }
}
