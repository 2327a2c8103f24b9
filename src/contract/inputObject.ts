import { z } from 'zod';

/**
 * One rule for every object a caller sends, at every depth (README "Errors"): a field the object does not
 * take is refused, named with its path, with the nearest known field. A misspelt optional field would
 * otherwise be dropped in silence and its default used: `workoutdays: 5` planned three days, and
 * `screening.followUp.controled: true` left a controlled asthma unread (third-party review, D1). The rule
 * lives in the schema, so REST, tRPC and MCP (which all parse through it) refuse alike, and the OpenAPI
 * document says `additionalProperties: false` for every such object. tests/unit/strict-input.test.ts holds
 * every procedure's input to it.
 */

/** Edit distance, case-insensitive, so `workoutdays` is next to `workoutDays`. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous: number[] = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[y.length] ?? 0;
}

export function nearestField(unknown: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const key of known) {
    const d = distance(unknown, key);
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  // A suggestion only when it is plausibly the same word (at most a third of it differs).
  return best !== undefined && bestDistance <= Math.max(2, Math.ceil(unknown.length / 3)) ? best : undefined;
}

/**
 * The sentence for fields an object does not take. One field: the issue's path is extended by its name
 * (trpc/errors.ts), so the sentence only says what to send instead.
 */
export function unknownFieldsMessage(keys: readonly string[], known: readonly string[]): string {
  const hint = (key: string) => {
    const suggestion = nearestField(key, known);
    return suggestion ? `did you mean "${suggestion}"?` : `known fields: ${known.join(', ')}.`;
  };
  if (keys.length === 1) return `Unknown field, ${hint(keys[0] ?? '')}`;
  return `Unknown fields: ${keys.map((key) => `"${key}" (${hint(key).replace(/[.?]$/, '')})`).join(', ')}.`;
}

type ObjectIssue = { code?: string; keys?: string[]; inst?: unknown };

/** The known keys of the object that raised the issue: after `.extend` or `.partial`, its own shape. */
function knownKeys(issue: ObjectIssue): string[] {
  const shape = (issue.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** An object a caller sends: strict, with the unknown-field sentence. `.extend` and `.partial` keep both. */
export function inputObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      const raw = issue as ObjectIssue;
      return raw.code === 'unrecognized_keys'
        ? unknownFieldsMessage(raw.keys ?? [], knownKeys(raw))
        : undefined;
    },
  });
}
