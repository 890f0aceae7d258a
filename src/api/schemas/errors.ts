import { z } from 'zod/mini';

// The five server error shapes of sender-flows §8, each read into the same normalised errors.
const code = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Shape 1: a list of items; errorCode names the field, value is the message (validateResultErrors). */
export const errorList = z.array(z.object({ errorCode: code, value: z.string() }));
/** Shape 2: a map of field name to { code, body } (errors). */
export const errorMap = z.record(z.string(), z.object({ code, body: z.string() }));
/** Shape 3: one server error { errorCode, errorMessage }. */
export const errorWithMessageText = z.object({ errorCode: code, errorMessage: z.string() });
/** Shape 4: one server error { errorCode, message }. */
export const errorWithMessage = z.object({ errorCode: code, message: z.string() });
/** Shape 5: one server error { code, body }. */
export const errorCodeBody = z.object({ code, body: z.string() });

/** A field error as forms store it (sender-flows §8: message and code). */
export interface FieldError {
  code: string;
  message: string;
}

export interface NormalisedErrors {
  /** Errors of named fields. */
  fields: Record<string, FieldError>;
  /** An error of the whole call (a block code, a wrong password...). */
  server: FieldError | null;
}

// Read without zod (the sign-in screen's first load): schemas/light.ts, checked against the shapes above.
