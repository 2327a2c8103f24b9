import fs from 'node:fs';
import path from 'node:path';

/** The client's source files with JSX in them, under `directory`. */
export function tsxFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/**
 * The opening tags of the elements `tags` names, each with its tag name and where it starts, read up to the
 * `>` outside any `{…}`, so an arrow function or a nested element in an attribute does not end it.
 */
export function openingTags(
  source: string,
  tags: ReadonlySet<string>,
): { tag: string; index: number; text: string }[] {
  const found: { tag: string; index: number; text: string }[] = [];
  for (const match of source.matchAll(/<([A-Za-z]+)(?=[\s/>])/g)) {
    const tag = match[1]!;
    if (!tags.has(tag)) continue;
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) break;
    }
    found.push({ tag, index: match.index, text: source.slice(match.index, end + 1) });
  }
  return found;
}
