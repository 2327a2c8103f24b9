import { check, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { ANSWER_LIMITS } from '../../src/contract/answers';
import { MATCHERS } from '../../src/contract/routes';
import { emailSchema, OTHER_ANSWER_PATTERN } from '../../src/contract/workout';
import { apiRoutes } from '../../src/server/api/http';
import { buildOpenApiDocument } from '../../src/server/api/openApiDocument';
import { NOT_A_JOINT_INJURY } from '../../src/server/coach/read/populations';
import { KNOWN_TOPICS } from '../../src/server/coach/read/screening';
import { BRACKETED_PATTERN } from '../../src/server/share/noLinks';
import { collectPatterns, REQUEST_TEXT_SOURCES } from '../helpers/regexes';

/**
 * Input cannot buy CPU (README "Abuse protection"; issue 27): every regular expression the server may
 * apply to request text runs in linear time. The ReDoS analyser recheck (automata theory, fuzzing where
 * the automaton is too large) reads each one found in the source (tests/helpers/regexes.ts); a pattern it
 * finds super-linear, or cannot decide, fails here with the attack it found. `npm run bench` sends those
 * attacks to the server at each field's size limit and reports the CPU they cost.
 */

/**
 * The `new RegExp(...)` calls whose text is computed, and the patterns each produces, by file and code.
 * A new computed pattern fails the test until it is listed here, so none goes unanalysed.
 */
const COMPUTED: Record<string, () => RegExp[]> = {
  'src/contract/routes.ts new RegExp(`^${pattern}/?$`)': () => MATCHERS.map((matcher) => matcher.regex),
  'src/contract/workout.ts new RegExp(`^other:[\\\\s\\\\S]{1,${ANSWER_LIMITS.otherText}}$`)': () => [
    OTHER_ANSWER_PATTERN,
  ],
  "src/server/api/http.ts new RegExp(`^${template.replace(/\\{[^{}]+\\}/g, '[^/]+')}$`, 'i')": () =>
    apiRoutes(buildOpenApiDocument({ publicUrl: 'http://plans.test' }).paths ?? {}).map(
      (route) => route.pattern,
    ),
  // matchesIn's global copies of the readers' patterns: the same source as a literal of the coach's
  // readers, which is analysed as written; only the `g` flag is added.
  "src/server/coach/read/words.ts new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)":
    () => [],
  'src/server/coach/read/words.ts new RegExp(copy.regex)': () => [],
  // Unions of the population programmes' and screening's readers' patterns, for one test (issue 25).
  'src/server/coach/read/populations.ts new RegExp(\n  `${LIMB_LOSS.source}|${WHEELCHAIR.source}|foot drop|drop foot|pie caido|pie equino`,\n)':
    () => [NOT_A_JOINT_INJURY],
  "src/server/coach/read/screening.ts new RegExp(\n  [\n    CHEST,\n    DIZZY,\n    PALPITATIONS,\n    HEART,\n    STROKE,\n    SUPERVISION,\n    SURGERY,\n    ORGAN,\n    BLOOD_PRESSURE,\n    PREGNANT,\n    NOT_PREGNANT_NOW,\n    JOINT_RED_FLAG,\n    DIABETES,\n    OSTEOPOROSIS,\n    VERTEBRAL_FRACTURE,\n    ASTHMA,\n    HERNIA,\n    ARTHRITIS,\n    SPRAIN,\n  ]\n    .map((pattern) => pattern.source)\n    .join('|'),\n)":
    () => [KNOWN_TOPICS],
  // Email's bracketed link disguises ("[.]", "(dot)"), escaped one by one (issue 27).
  "src/server/share/noLinks.ts new RegExp(\n  BRACKETED.map(([written]) => written.replace(/[[\\](){}.]/g, (character) => `\\\\${character}`)).join('|'),\n  'gi',\n)":
    () => [BRACKETED_PATTERN],
};

type Verdict = { where: string; source: string; flags: string; diagnostics: Diagnostics };

describe('every regular expression applied to request text', () => {
  const { literal, computed } = collectPatterns();

  it('is found in the source: the literals, and every computed one is accounted for', () => {
    // Hundreds in the coach's readers alone: a collector that found none would pass anything.
    expect(literal.length).toBeGreaterThan(200);
    expect(literal.some((found) => found.file === 'src/contract/workout.ts')).toBe(true);
    const unlisted = computed.map((site) => `${site.file} ${site.code}`).filter((key) => !(key in COMPUTED));
    expect(unlisted).toEqual([]);
    const stale = Object.keys(COMPUTED).filter(
      (key) => !computed.some((site) => `${site.file} ${site.code}` === key),
    );
    expect(stale).toEqual([]);
  });

  /**
   * recheck's fuzzer stops a match by the clock as well as by the characters it reads: on a busy machine a
   * slow run then reads as an attack, and a different pattern fails each time. Counted steps only, from a
   * fixed seed, give the same verdict everywhere; the overall timeout stays as a guard.
   */
  const DETERMINISTIC = {
    timeout: 60_000,
    randomSeed: 0,
    attackTimeout: null,
    incubationTimeout: null,
    seedingTimeout: null,
    recallTimeout: null,
  } as const;

  it('runs in linear time, as recheck finds', async () => {
    const patterns = new Map<string, { where: string; source: string; flags: string }>();
    for (const found of literal) {
      patterns.set(`${found.flags}/${found.source}`, {
        where: `${found.file}:${found.line}`,
        source: found.source,
        flags: found.flags,
      });
    }
    for (const [key, produce] of Object.entries(COMPUTED)) {
      for (const regex of produce()) {
        patterns.set(`${regex.flags}/${regex.source}`, {
          where: key,
          source: regex.source,
          flags: regex.flags,
        });
      }
    }
    const failures: Verdict[] = [];
    // One at a time, with a long timeout: under a shared machine's load a parallel run times out, and a
    // timeout is "unknown", which fails as surely as "vulnerable".
    for (const pattern of patterns.values()) {
      const diagnostics = await check(pattern.source, pattern.flags, DETERMINISTIC);
      if (diagnostics.status !== 'safe') failures.push({ ...pattern, diagnostics });
    }
    expect(
      failures.map(({ where, source, flags, diagnostics }) => ({
        where,
        pattern: `/${source}/${flags}`,
        status: diagnostics.status,
        ...(diagnostics.status === 'vulnerable'
          ? { complexity: diagnostics.complexity.type, attack: diagnostics.attack.pattern }
          : {}),
        ...(diagnostics.status === 'unknown' ? { error: diagnostics.error } : {}),
      })),
    ).toEqual([]);
    expect(patterns.size).toBeGreaterThan(200);
  }, 600_000); // About 15 s alone on this machine; several minutes when every core is busy.

  it('includes the places named in the README', () => {
    expect(REQUEST_TEXT_SOURCES).toEqual(
      expect.arrayContaining([
        'src/contract',
        'src/server/security',
        'src/server/coach/read',
        'src/server/routers',
        'src/server/share',
      ]),
    );
  });
});

describe('a length limit is checked before the pattern', () => {
  it('refuses an over-long address on its length alone: the pattern never reads it', () => {
    // The review's replay (the security review of 2026-11-26, item 1): 80 kB that the older pattern took seconds over.
    const attack = `a@a${'.a'.repeat(40_000)}.@..a`;
    const result = emailSchema.safeParse(attack);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
    expect(result.error?.issues[0]).toMatchObject({ maximum: ANSWER_LIMITS.email });
  });

  it('still reads an address at the limit', () => {
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(atLimit).toHaveLength(ANSWER_LIMITS.email);
    expect(emailSchema.safeParse(atLimit).success).toBe(true);
    const noDot = `${'a'.repeat(64)}@${'b'.repeat(63)}`;
    expect(emailSchema.safeParse(noDot).error?.issues.map((issue) => issue.code)).toEqual(['custom']);
  });
});
