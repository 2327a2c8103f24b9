import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the browser tests do and read in the onboarding chat (components of features/onboarding), and the
 * checks they share: one copy here, so a change to the chat's markup is made once.
 */

/** Types an answer into the current question's field (a textbox, or a number field for the age) and sends it. */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  const input = page.locator('form input:visible').last();
  await input.waitFor();
  await input.fill(text);
  await input.press('Enter');
}

/** Picks one of the offered answers by its exact label. */
export async function choose(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** What the coach said last, without the "Coach:" read out to screen readers. */
export async function lastQuestion(page: Page): Promise<string> {
  return page.getByRole('log').evaluate((log) =>
    (
      Array.from(log.children, (message) => message.textContent?.trim() ?? '')
        .filter((text) => /^(Coach|Entrenador):/.test(text))
        .at(-1) ?? ''
    ).replace(/^(Coach|Entrenador):\s*/, ''),
  );
}

/** Waits until the coach's last words match the question. */
export async function asked(page: Page, question: RegExp): Promise<void> {
  await expect.poll(() => lastQuestion(page), { timeout: 10_000 }).toMatch(question);
}

/** What the visitor said in the conversation, in order. */
export async function said(page: Page): Promise<string[]> {
  return page.getByRole('log').evaluate((log) =>
    Array.from(log.children, (message) => message.textContent?.trim() ?? '')
      .filter((text) => /^(You|Tú):/.test(text))
      .map((text) => text.replace(/^(You|Tú):\s*/, '')),
  );
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's serious and critical findings on the page as it is now, each as its rule, how many
 * elements and the first three of them. The page's context needs bypassCSP: true to take the script.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type Node = { target: string[]; any: { message: string }[] };
    const result = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: Node[] }[] }> };
      }
    ).axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.nodes.length}): ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`)
            .join(' | ')}`,
      );
  });
}

/**
 * A JSON client for the server under test, to set up what a browser test starts from: any answer other
 * than 2xx fails the test, naming the request.
 */
export function apiClient(baseUrl: string) {
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it needs of the answer it set up
  return async function api<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${url}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
}
