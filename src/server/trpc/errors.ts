import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { MAX_BATCH_CALLS } from '../../contract/constants';

/** What tRPC says when a batch holds more than `maxBatchSize` calls (app.ts): too terse to pass on. */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

export type DescribedError = {
  /** A sentence a person can read; never a stack trace, SQL or an internal message. */
  message: string;
  /** For invalid input: each offending field and why. */
  fields?: { path: string; message: string }[];
};

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** The one place that decides what an error says to the outside world. */
export function describeError(error: TRPCError): DescribedError {
  if (error.cause instanceof ZodError) {
    const fields = error.cause.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'input',
      message: issue.message,
    }));
    const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    return { message: `Invalid input. ${summary}`, fields };
  }
  switch (error.code) {
    case 'INTERNAL_SERVER_ERROR':
      return { message: GENERIC_MESSAGE };
    case 'PARSE_ERROR':
      return { message: 'The request body is not valid JSON.' };
    case 'PAYLOAD_TOO_LARGE':
      return { message: 'The request body is too large.' };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { message: 'Send the request body as JSON (Content-Type: application/json).' };
    case 'NOT_FOUND':
      return { message: error.message === 'Not found' ? 'Not found.' : error.message };
    case 'BAD_REQUEST':
      if (error.message === TRPC_BATCH_TOO_LARGE)
        return {
          message: `Too many calls in one batch: at most ${MAX_BATCH_CALLS}. Send the others in another request.`,
        };
      return { message: error.message };
    default:
      return { message: error.message };
  }
}
