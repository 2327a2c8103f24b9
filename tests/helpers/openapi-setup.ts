import fs from 'node:fs';
import { afterAll, afterEach, expect } from 'vitest';
import { checkFetchedApiAnswers, ledger } from './openapi-validator';

/**
 * For the integration suites: every REST answer a test receives (through openTestApp's inject, or
 * fetch from a server on this machine) is checked against the server's OpenAPI document
 * (tests/helpers/openapi-validator.ts). A test during which any answer did not match fails here,
 * with each mismatch named. After each file the number of answers checked is printed, and added to
 * the file named by OPENAPI_VALIDATION_COUNT_FILE when it is set.
 */
checkFetchedApiAnswers();

afterEach(() => {
  const book = ledger();
  const mismatches = book.mismatches.splice(0);
  expect(mismatches, 'REST answers that do not match /api/openapi.json').toEqual([]);
});

afterAll(() => {
  const { validated, errors } = ledger();
  const file = expect.getState().testPath ?? '';
  console.log(
    `openapi: ${validated} REST answers (${errors} of them errors) validated against /api/openapi.json in ${file}`,
  );
  const countFile = process.env.OPENAPI_VALIDATION_COUNT_FILE;
  if (countFile) fs.appendFileSync(countFile, `${validated}\t${errors}\t${file}\n`);
});
