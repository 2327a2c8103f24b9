import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingTags, tsxFiles } from '../helpers/jsx';

/**
 * A button at work says its word next to the spinner (issue 29 item 6): src/client/components/BusyButton.tsx
 * does that. Mantine's own `loading` on a Button or ActionIcon hides the label behind a bare spinner, so
 * no element of the client may use it.
 */
const CLIENT = path.resolve(import.meta.dirname, '../../src/client');

const BUTTONS = new Set(['Button', 'ActionIcon']);
const buttonTags = (source: string) => openingTags(source, BUTTONS).map((found) => found.text);

describe('busy buttons', () => {
  it('reads opening tags whole, arrow functions included', () => {
    const tags = buttonTags('<Button onClick={() => go()} loading={busy}>Go</Button>');
    expect(tags).toEqual(['<Button onClick={() => go()} loading={busy}>']);
  });

  it("never use Mantine's bare spinner (`loading`): BusyButton says the busy word", () => {
    const found = tsxFiles(CLIENT).flatMap((file) =>
      buttonTags(fs.readFileSync(file, 'utf8'))
        .filter((tag) => /\sloading[=\s>]/.test(tag))
        .map((tag) => `${path.relative(CLIENT, file)}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
