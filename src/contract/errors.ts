import { z } from 'zod';
import { ERROR_CODE_NAMES } from './errorCodes';

export {
  codesWithStatus,
  ERROR_CODE_NAMES,
  ERROR_CODES,
  type ErrorCode,
  isErrorCode,
} from './errorCodes';

export const errorIssueSchema = z
  .strictObject({
    path: z
      .string()
      .max(500)
      .describe('The field, as a dotted path into the input (`equipment.0`); `input` for the whole input.'),
    message: z.string().max(1000).describe('What is wrong with it, in English.'),
  })
  .describe('One invalid field.');

/**
 * The body of every error answer under /api, whatever failed (a procedure, the body parser, a rate
 * limit, the PDF route, an unknown path). Nothing else is ever in it.
 */
export const errorBodySchema = z
  .strictObject({
    error: z
      .string()
      .max(2000)
      .describe('A sentence saying what went wrong, in English, fit to show a person.'),
    code: z
      .enum(ERROR_CODE_NAMES)
      .describe(
        'A stable code for what went wrong: switch on it, and translate by it. Each code has one status.',
      ),
    message: z.string().max(2000).describe('The same sentence as `error`.'),
    issues: z
      .array(errorIssueSchema)
      .max(200)
      .optional()
      .describe('For invalid input only (`INVALID_INPUT`): each offending field and why.'),
  })
  .describe('An error.')
  .meta({
    example: {
      error: 'Invalid input. workoutDays: Too big: expected number to be <=7',
      code: 'INVALID_INPUT',
      message: 'Invalid input. workoutDays: Too big: expected number to be <=7',
      issues: [{ path: 'workoutDays', message: 'Too big: expected number to be <=7' }],
    },
  });
export type ErrorBody = z.infer<typeof errorBodySchema>;
