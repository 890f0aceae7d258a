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

/** Reads any of the five shapes (or an answer holding them under validateResultErrors/errors). */
export function normaliseErrors(answer: unknown): NormalisedErrors {
  const out: NormalisedErrors = { fields: {}, server: null };
  const visit = (value: unknown): void => {
    const list = errorList.safeParse(value);
    if (list.success) {
      for (const item of list.data) out.fields[item.errorCode] = { code: item.errorCode, message: item.value };
      return;
    }
    for (const single of [errorWithMessageText, errorWithMessage, errorCodeBody] as const) {
      const parsed = single.safeParse(value);
      if (parsed.success) {
        const d = parsed.data as { errorCode?: string; code?: string; errorMessage?: string; message?: string; body?: string };
        out.server = { code: d.errorCode ?? d.code ?? '', message: d.errorMessage ?? d.message ?? d.body ?? '' };
        return;
      }
    }
    const map = errorMap.safeParse(value);
    if (map.success) for (const [field, item] of Object.entries(map.data)) out.fields[field] = { code: item.code, message: item.body };
  };
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const a = answer as Record<string, unknown>;
    if ('validateResultErrors' in a) visit(a['validateResultErrors']);
    if ('errors' in a) visit(a['errors']);
    if (!('validateResultErrors' in a) && !('errors' in a)) visit(answer);
  } else visit(answer);
  return out;
}
