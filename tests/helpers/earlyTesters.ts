import fs from 'node:fs/promises';
import path from 'node:path';
import { EARLY_TESTER_CONFIRM_KEY } from '../../src/contract/earlyTesters';
import { earlyTesterMailsSettled } from '../../src/server/routers/earlyTesters';

/**
 * The confirmation tokens in the outbox's messages to `to` (DATA_DIR/outbox, no SMTP_URL), newest last,
 * once every confirmation asked for has been written. The message body may be quoted-printable.
 */
export async function confirmationTokens(dataDir: string, to: string): Promise<string[]> {
  await earlyTesterMailsSettled();
  const outbox = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
  const tokens: string[] = [];
  for (const name of names.sort()) {
    // Headers unfolded: a long address may be put on a line of its own.
    const raw = (await fs.readFile(path.join(outbox, name), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    const recipient = /^To: *(.*)$/im.exec(raw)?.[1]?.trim().replace(/^<|>$/g, '');
    if (recipient?.toLowerCase() !== to.toLowerCase()) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = new RegExp(`#${EARLY_TESTER_CONFIRM_KEY}=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
    if (token) tokens.push(token);
  }
  return tokens;
}
