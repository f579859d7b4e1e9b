import { ERRORS, type ErrorBody, type ErrorCode } from '@store/contract';

/** A failure a person should see: one code, one HTTP status, one Korean text (from the contract). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: { fieldErrors?: Record<string, string>; text?: string } = {},
  ) {
    super(options.text ?? ERRORS[code].text);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }

  toBody(): ErrorBody {
    const definition = ERRORS[this.code];
    return {
      code: this.code,
      message: { text: this.message, type: definition.type },
      ...(this.options.fieldErrors ? { fieldErrors: this.options.fieldErrors } : {}),
    };
  }
}

/** One invalid field, answered as a 400 with that field's message. */
export const fieldError = (field: string, text: string): AppError =>
  new AppError('VALIDATION_FAILED', { text, fieldErrors: { [field]: text } });
