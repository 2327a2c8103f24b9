import { codesWithStatus, ERROR_CODES, type ErrorCode } from '../../contract/errors';

/**
 * The error codes each operation can answer, in the API document (issue 28, item 7): a generated client
 * can switch on `code` knowing every case. Each error response's description names its codes and its
 * schema narrows `Error.code` to them.
 *
 * Two sources, no guessing:
 * - the door's own codes, by status, which any operation can meet (api/errorResponses.ts, the REST
 *   handler, the rate limit, the database): every 400 code when the operation takes input, 413 and 415 for
 *   a body, RATE_LIMITED, INTERNAL_ERROR, and the 503s of an operation that reads the database;
 * - what the operation itself throws, written here by operation (`method path`), read from its procedure
 *   (src/server/routers) or route (share/pdfRoute.ts, share/calendarRoute.ts).
 * tests/integration/openapi-document.test.ts holds this table to the statuses each operation declares;
 * every REST answer of the integration suites is checked against the narrowed schemas
 * (tests/helpers/openapi-validator.ts). A declared status missing here keeps every code of its status.
 */
export const OPERATION_CODES: Record<string, ErrorCode[]> = {
  'post /workouts/generate': ['IDEMPOTENCY_MISMATCH'],
  'get /workouts/{id}': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND'],
  'patch /workouts/{id}': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND', 'NEEDS_CLEARANCE'],
  'delete /workouts/{id}': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND'],
  'get /workouts/{id}/alternatives': ['PLAN_NOT_FOUND', 'EXERCISE_NOT_IN_PLAN'],
  'post /workouts/{id}/progression': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND'],
  'post /workouts/{id}/ratings': ['PLAN_NOT_FOUND'],
  'get /workouts/{id}/ratings': ['PLAN_NOT_FOUND'],
  'delete /workouts/{id}/ratings/{ratingId}': ['WRONG_RATING_KEY', 'PLAN_NOT_FOUND', 'RATING_NOT_FOUND'],
  'get /workouts/{id}/average-rating': ['PLAN_NOT_FOUND'],
  'post /workouts/{id}/email': [
    'WRONG_MANAGEMENT_KEY',
    'PLAN_NOT_FOUND',
    'EMAIL_LIMITED',
    'EMAIL_SENDER_LIMITED',
    'EMAIL_FAILED',
    'EMAIL_UNAVAILABLE',
  ],
  'post /workouts/{id}/deletion-request': ['PLAN_NOT_FOUND', 'EMAIL_SENDER_LIMITED', 'EMAIL_LIMITED'],
  'post /workouts/{id}/deletion': ['DELETION_LINK_INVALID'],
  'post /workouts/{id}/challenges': ['PLAN_NOT_FOUND', 'NO_PROGRESSION'],
  'get /workouts/{id}/challenges': ['PLAN_NOT_FOUND'],
  'get /challenges/{id}': ['CHALLENGE_NOT_FOUND'],
  'delete /challenges/{id}': ['WRONG_MANAGEMENT_KEY', 'CHALLENGE_NOT_FOUND'],
  'post /challenges/{id}/participants': [
    'CHALLENGE_NOT_FOUND',
    'NAME_TAKEN',
    'CHALLENGE_FULL',
    'JOIN_LIMITED',
  ],
  'get /challenges/{id}/participants': ['CHALLENGE_NOT_FOUND'],
  'delete /participants/{participantId}': ['WRONG_PARTICIPANT_KEY', 'PARTICIPANT_NOT_FOUND'],
  'get /participants/{participantId}/completed-exercises': ['PARTICIPANT_NOT_FOUND'],
  'post /participants/{participantId}/completed-exercises': [
    'WRONG_PARTICIPANT_KEY',
    'PARTICIPANT_NOT_FOUND',
  ],
  'delete /participants/{participantId}/completed-exercises': [
    'WRONG_PARTICIPANT_KEY',
    'PARTICIPANT_NOT_FOUND',
  ],
  'get /workouts/{id}/pdf': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND', 'SERVER_BUSY'],
  'post /early-testers/confirm': ['CONFIRMATION_LINK_INVALID'],
  'get /workouts/{id}/calendar.ics': ['WRONG_MANAGEMENT_KEY', 'PLAN_NOT_FOUND'],
};

/** The door's codes by status: what any operation with such a response can meet. */
const DOOR_CODES: Record<string, ErrorCode[]> = {
  '400': codesWithStatus(400),
  '401': ['UNKNOWN_API_KEY'],
  '413': ['BODY_TOO_LARGE'],
  '415': ['UNSUPPORTED_MEDIA_TYPE'],
  '429': ['RATE_LIMITED'],
  '500': ['INTERNAL_ERROR'],
  '503': ['DATABASE_UNAVAILABLE', 'SERVER_RESTARTING', 'STORAGE_FULL'],
};

type Json = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, { responses?: Record<string, Json> }> | undefined> };

const ERROR_REF = '#/components/schemas/Error';

/** What every write can meet besides: its Idempotency-Key still being answered, or sent with another request (api/idempotency.ts). */
const WRITE_DOOR_CODES: Record<string, ErrorCode[]> = {
  '409': ['IDEMPOTENCY_IN_FLIGHT'],
  '422': ['IDEMPOTENCY_MISMATCH'],
};
const WRITE_METHODS = /^(post|patch|put|delete) /;

/** The codes of one error response of an operation. */
export function codesFor(operation: string, status: string): ErrorCode[] {
  const own = (OPERATION_CODES[operation] ?? []).filter(
    (code) => String(ERROR_CODES[code].status) === status,
  );
  const door = [
    ...(DOOR_CODES[status] ?? []),
    ...(WRITE_METHODS.test(operation) ? (WRITE_DOOR_CODES[status] ?? []) : []),
  ];
  const codes = [...new Set([...door, ...own])];
  return codes.length > 0 ? codes : codesWithStatus(Number(status));
}

/** Names and narrows the codes of every error response in the one shape (after openApiErrors and openApiLimits). */
export function listErrorCodes(generated: { paths?: object }): void {
  const document = generated as Document;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = (response.content as Record<string, Json> | undefined)?.['application/json'];
        if (Number(status) < 400 || (json?.schema as Json | undefined)?.$ref !== ERROR_REF) continue;
        const codes = codesFor(`${method} ${path}`, status);
        const full = String(response.description ?? '');
        // The sentence added by an earlier pass, cut by position (no pattern over the text).
        const description = full.includes(' Codes: ') ? full.slice(0, full.indexOf(' Codes: ')) : full;
        response.description = `${description} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`;
        json!.schema = {
          allOf: [{ $ref: ERROR_REF }, { type: 'object', properties: { code: { enum: codes } } }],
        };
      }
    }
  }
}
