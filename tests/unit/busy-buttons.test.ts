import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A button at work says its word next to the spinner (issue 29 item 6): src/client/components/BusyButton.tsx
 * does that. Mantine's own `loading` on a Button or ActionIcon hides the label behind a bare spinner, so
 * no element of the client may use it.
 */
const CLIENT = path.resolve(import.meta.dirname, '../../src/client');

function tsxFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The opening tags of `<Button …>` and `<ActionIcon …>`, read up to the `>` outside any `{…}`. */
function openingTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<(Button|ActionIcon)\b/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('busy buttons', () => {
  it('reads opening tags whole, arrow functions included', () => {
    const tags = openingTags('<Button onClick={() => go()} loading={busy}>Go</Button>');
    expect(tags).toEqual(['<Button onClick={() => go()} loading={busy}>']);
  });

  it("never use Mantine's bare spinner (`loading`): BusyButton says the busy word", () => {
    const found = tsxFiles(CLIENT).flatMap((file) =>
      openingTags(fs.readFileSync(file, 'utf8'))
        .filter((tag) => /\sloading[=\s>]/.test(tag))
        .map((tag) => `${path.relative(CLIENT, file)}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
