import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingTags, tsxFiles } from '../helpers/jsx';

/**
 * ARIA forbids a name on an element without a role (axe's aria-prohibited-attr): a screen reader does
 * not read `aria-label` on a plain `div` or `span`. The browser accessibility test only sees what is on
 * screen at the moment it looks, so a loading spinner or placeholder grid named this way failed it only
 * on a slow machine. This reads every element of the client instead: a container or spinner that is
 * named must say what it is with `role` or a landmark `component`.
 */
const CLIENT = path.resolve(import.meta.dirname, '../../src/client');

/** HTML elements and Mantine components that render a generic `div`, `span` or `p` unless told otherwise. */
const GENERIC = new Set([
  'div',
  'span',
  'p',
  'Box',
  'Center',
  'Container',
  'Flex',
  'Grid',
  'Group',
  'Loader',
  'Paper',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
]);

/** `component` values whose element has a role of its own that may be named. */
const NAMED_ELEMENTS = new Set(['nav', 'section', 'article', 'aside', 'form', 'main', 'ul', 'ol', 'figure']);

/**
 * Each named generic element without a role, as `file:line <Tag>`.
 */
function unnamedRoles(fileName: string, source: string): string[] {
  return openingTags(source, GENERIC)
    .filter(({ text }) => {
      const named = /\saria-label(?:ledby)?=/.test(text);
      const component = /\scomponent="([a-z]+)"/.exec(text)?.[1];
      const hasRole = /\srole=/.test(text) || NAMED_ELEMENTS.has(component ?? '');
      return named && !hasRole;
    })
    .map(({ tag, index }) => {
      const line = source.slice(0, index).split('\n').length;
      return `${path.relative(CLIENT, fileName)}:${line} <${tag}>`;
    });
}

describe('names on elements', () => {
  it('finds a named spinner or grid and accepts one with a role or a landmark', () => {
    expect(
      unnamedRoles(
        path.join(CLIENT, 'x.tsx'),
        `<>
          <Loader aria-label="Loading" />
          <SimpleGrid cols={{ base: 1 }} aria-busy="true"
            aria-label="Loading plans">x</SimpleGrid>
          <Loader role="status" aria-label="Loading" />
          <Stack component="section" aria-labelledby="h">x</Stack>
          <Button aria-label="Go" />
        </>`,
      ),
    ).toEqual(['x.tsx:2 <Loader>', 'x.tsx:3 <SimpleGrid>']);
  });

  it('names no element of the client that has no role', () => {
    const found = tsxFiles(CLIENT).flatMap((file) => unnamedRoles(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
