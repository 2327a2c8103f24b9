import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { isEmailAddress } from '../../contract/answers';
import type { Language } from '../../contract/site';
import type { WorkoutPlan } from '../../contract/workout';
import type { Config } from '../config';
import { deletionExpiryText, SHARE_LABELS, screeningNoticeText } from './labels';
import { mailSafeName, withoutLinks } from './noLinks';
import { renderPdfOffThread } from './pdfPool';
import { escapeHtml } from './previews';

export type Delivery = { delivery: 'smtp' | 'outbox'; file: string | null };

/**
 * The one address a request may send to: a plain mailbox by the contract's one rule (answers.ts
 * isEmailAddress), so nothing in it is a display name, a second recipient or a route for nodemailer to
 * read. The answer is canonical (trimmed, lower-case): it keys the per-recipient cap and is the message's
 * only recipient. Null when it is not one plain mailbox.
 */
export function parseRecipient(text: string): string | null {
  const address = text.trim().toLowerCase();
  return isEmailAddress(address) ? address : null;
}

/** Strings of a plan that are not text anyone reads: ids, times, the language code, the model's name. */
const NOT_TEXT = new Set(['id', 'createdAt', 'language', 'generator', 'catalogId']);

function mapStrings(value: unknown, map: (text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return NOT_TEXT.has(key) ? value : map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapStrings(item, map, name)]),
    );
  }
  return value;
}

/**
 * The plan as a message carries it (its text, HTML and PDF alike), so that no link or address that a
 * visitor typed can reach a mailbox (src/server/share/noLinks.ts): the name keeps only its letters
 * without link-shaped words (`Anonymous` when nothing is left), the name as the coach quoted it is
 * replaced by that, and every other string loses any word a mail client could make a link of.
 */
export function mailSafePlan(plan: WorkoutPlan, language: Language): WorkoutPlan {
  const labels = SHARE_LABELS[language];
  const raw = plan.userName.trim();
  const safe = mailSafeName(raw);
  // The built-in coach opens the overview with the name ("Ana, this is…"); a name that lost words is
  // replaced where it is quoted, with a greeting when nothing of it is left ("Hi, this is…").
  const replaceName = (text: string) => {
    if (!raw || safe === raw) return text;
    const instead = safe || labels.greeting!;
    if (text.startsWith(raw)) return instead + text.slice(raw.length).split(raw).join(instead);
    return raw.length >= 4 ? text.split(raw).join(instead) : text;
  };
  const mapped = mapStrings(plan, (text) => withoutLinks(replaceName(text))) as WorkoutPlan;
  return { ...mapped, userName: safe || labels.anonymous! };
}

/** The outbox is full: nothing is written until someone delivers or removes its files. */
export class OutboxFullError extends Error {
  override name = 'OutboxFullError';
}

/** The coach's screening notice opens the message, before the greeting (docs/coaching.md); empty when clear. */
function screeningText(plan: WorkoutPlan, language: Language): string {
  const notice = screeningNoticeText(plan, language);
  if (!notice) return '';
  const reasons = notice.reasons.map((reason) => `- ${reason.text}${reason.see ? `\n  ${reason.see}` : ''}`);
  const underline = (notice.outcome === 'clearance' ? '=' : '-').repeat(notice.title.length);
  const lines = [notice.title, underline, ...reasons];
  if (notice.meanwhile) lines.push(notice.meanwhile);
  return `${lines.join('\n')}\n\n`;
}

function screeningHtml(plan: WorkoutPlan, language: Language): string {
  const notice = screeningNoticeText(plan, language);
  if (!notice) return '';
  const [color, background] =
    notice.outcome === 'clearance' ? ['#a51d1d', '#fff0f0'] : ['#1c4f8a', '#eef5fc'];
  const reasons = notice.reasons
    .map(
      (reason) =>
        `<li style="margin:4px 0"><span lang="${escapeHtml(plan.language)}">${escapeHtml(reason.text)}</span>${
          reason.see ? `<br><strong>${escapeHtml(reason.see)}</strong>` : ''
        }</li>`,
    )
    .join('');
  const meanwhile = notice.meanwhile
    ? `<p style="margin:8px 0 0"><strong>${escapeHtml(notice.meanwhile)}</strong></p>`
    : '';
  return `<div role="region" aria-label="${escapeHtml(notice.title)}" style="border-left:6px solid ${color};background:${background};padding:12px 16px;margin:16px 0">
<h2 style="color:${color};margin:0 0 8px;font-size:20px">${escapeHtml(notice.title)}</h2>
<ul style="margin:0;padding-left:20px">${reasons}</ul>${meanwhile}
</div>
`;
}

export function textBody(
  plan: WorkoutPlan,
  language: Language,
  shareUrl: string,
  footer = SHARE_LABELS[language].emailFooter!,
): string {
  const labels = SHARE_LABELS[language];
  const days = plan.schedule
    .map((day) =>
      day.kind === 'rest'
        ? `${day.name}: ${labels.rest}`
        : `${day.name}: ${day.focus}\n${day.exercises.map((exercise) => `  - ${exercise.text}`).join('\n')}`,
    )
    .join('\n\n');
  return `${screeningText(plan, language)}${labels.emailIntro}\n\n${shareUrl}\n\n${plan.overview}\n\n${days}\n\n${plan.disclaimer}\n\n${footer}\n`;
}

/** Every piece of plan text is escaped: nothing from a visitor or a model becomes markup. */
export function htmlBody(
  plan: WorkoutPlan,
  language: Language,
  shareUrl: string,
  footer = SHARE_LABELS[language].emailFooter!,
): string {
  const labels = SHARE_LABELS[language];
  const url = escapeHtml(shareUrl);
  const days = plan.schedule
    .map((day) => {
      const items =
        day.kind === 'rest'
          ? `<p>${escapeHtml(labels.rest!)}</p>`
          : `<ul>${day.exercises.map((exercise) => `<li>${escapeHtml(exercise.text)}</li>`).join('')}</ul>`;
      return `<h3 style="margin:16px 0 4px">${escapeHtml(day.name)}: ${escapeHtml(day.focus)}</h3>${items}`;
    })
    .join('');
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;max-width:640px;margin:auto;color:#222">
${screeningHtml(plan, language)}<h1 style="color:#1c4f8a">${escapeHtml(labels.title!)}</h1>
<p>${escapeHtml(labels.emailIntro!)}</p>
<p><a href="${url}">${url}</a></p>
<p>${escapeHtml(plan.overview)}</p>
${days}
<p style="color:#666;font-size:12px">${escapeHtml(plan.disclaimer)}</p>
<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
}

/**
 * Sends the plan (text and HTML parts, the link, the PDF attached) over SMTP when configured,
 * otherwise writes the message to DATA_DIR/outbox as an .eml file. The address is not stored.
 * `to` must come from parseRecipient.
 */
export async function sendPlanEmail(
  config: Pick<Config, 'mail' | 'dataDir'>,
  plan: WorkoutPlan,
  options: { to: string; language: Language; shareUrl: string; onboarding?: boolean },
): Promise<Delivery> {
  const labels = SHARE_LABELS[options.language];
  const safe = mailSafePlan(plan, options.language);
  // The onboarding address is kept 30 days (README "Privacy"); an address typed to share is not kept.
  const footer = options.onboarding ? labels.emailFooterOnboarding! : labels.emailFooter!;
  const pdf = await renderPdfOffThread(
    safe,
    { language: options.language, shareUrl: options.shareUrl },
    { wait: true },
  );
  const message = {
    from: config.mail.from,
    to: options.to,
    // No visitor text in the subject at all: it is what a phishing line needs most (noLinks.ts).
    subject: labels.emailSubject!,
    text: textBody(safe, options.language, options.shareUrl, footer),
    html: htmlBody(safe, options.language, options.shareUrl, footer),
    attachments: [{ filename: `workout-plan-${plan.id}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
  return deliver(config, message, plan.id);
}

/**
 * The early-tester confirmation link (double opt-in, README "Privacy"): nothing of the visitor's is in
 * it but the address it goes to.
 */
export async function sendEarlyTesterEmail(
  config: Pick<Config, 'mail' | 'dataDir'>,
  options: { to: string; language: Language; link: string; hours: number },
): Promise<Delivery> {
  const labels = SHARE_LABELS[options.language];
  const expiry = deletionExpiryText(options.language, options.hours);
  const link = escapeHtml(options.link);
  return deliver(
    config,
    {
      from: config.mail.from,
      to: options.to,
      subject: labels.earlyTesterSubject!,
      text: `${labels.earlyTesterIntro}\n\n${options.link}\n\n${expiry}\n\n${labels.earlyTesterFooter}\n`,
      html: `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;max-width:640px;margin:auto;color:#222">
<p>${escapeHtml(labels.earlyTesterIntro!)}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#666;font-size:12px">${escapeHtml(labels.earlyTesterFooter!)}</p>
</body></html>`,
    },
    'early-tester',
  );
}

/**
 * The deletion link (README "Privacy"), to the address the plan was made with. Nothing of the visitor's
 * is in it: not the name, not the plan; only the plan's id, in the link.
 */
export async function sendDeletionEmail(
  config: Pick<Config, 'mail' | 'dataDir'>,
  options: { to: string; language: Language; planId: string; link: string; hours: number },
): Promise<Delivery> {
  const labels = SHARE_LABELS[options.language];
  const expiry = deletionExpiryText(options.language, options.hours);
  const link = escapeHtml(options.link);
  return deliver(
    config,
    {
      from: config.mail.from,
      to: options.to,
      subject: labels.deletionSubject!,
      text: `${labels.deletionIntro}\n\n${options.link}\n\n${expiry}\n\n${labels.deletionFooter}\n`,
      html: `<!doctype html><html lang="${options.language}"><body style="font-family:Arial,sans-serif;max-width:640px;margin:auto;color:#222">
<p>${escapeHtml(labels.deletionIntro!)}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#666;font-size:12px">${escapeHtml(labels.deletionFooter!)}</p>
</body></html>`,
    },
    options.planId,
  );
}

/** Over SMTP when SMTP_URL is set, else into DATA_DIR/outbox. */
async function deliver(
  config: Pick<Config, 'mail' | 'dataDir'>,
  message: Mail.Options,
  planId: string,
): Promise<Delivery> {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return { delivery: 'smtp', file: null };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const file = await writeToOutbox(config, planId, info.message as Buffer);
  return { delivery: 'outbox', file };
}

// One write at a time per process, so the count checked against the cap is the count written.
let outboxQueue: Promise<unknown> = Promise.resolve();

/**
 * Writes one message to DATA_DIR/outbox without ever losing or overwriting another: a unique name
 * (time, plan, random), written to a hidden temporary file and renamed into place, so a reader never
 * sees half a message. Readable by the owner only (files 0600, directories 0700). At
 * OUTBOX_MAX_FILES messages it refuses (OutboxFullError) rather than grow without bound or drop mail.
 */
export async function writeToOutbox(
  config: Pick<Config, 'mail' | 'dataDir'>,
  planId: string,
  content: Buffer,
): Promise<string> {
  const write = outboxQueue.then(async () => {
    const outbox = path.join(config.dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
    await fs.chmod(config.dataDir, 0o700);
    await fs.chmod(outbox, 0o700);
    const files = (await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'));
    if (files.length >= config.mail.outboxMaxFiles) {
      throw new OutboxFullError(
        `The outbox ${outbox} holds ${files.length} messages (OUTBOX_MAX_FILES). Deliver or remove them, or set SMTP_URL.`,
      );
    }
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${planId}-${randomBytes(6).toString('hex')}.eml`;
    const temporary = path.join(outbox, `.${file}.tmp`);
    try {
      await fs.writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
      await fs.rename(temporary, path.join(outbox, file));
    } catch (error) {
      // A write cut short (a full disk) leaves no half message behind.
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return file;
  });
  outboxQueue = write.catch(() => {});
  return write;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the outbox file was written: the time its name starts with (writeToOutbox), else its mtime. */
function writtenAt(name: string, mtimeMs: number): number {
  const stamp = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name.replace(/^\./, ''));
  if (!stamp) return mtimeMs;
  const parsed = Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`);
  return Number.isNaN(parsed) ? mtimeMs : Math.min(parsed, mtimeMs);
}

/**
 * Erases outbox messages older than `days` (the onboarding email's 30 days, README "Privacy"): an .eml
 * holds the address it was for, so it may not outlive the address in the database. Temporary files a
 * crash left behind go after a day. Returns how many files were erased; no outbox, nothing to do.
 */
export async function eraseOldOutboxMessages(
  dataDir: string,
  days: number,
  now = Date.now(),
): Promise<number> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await fs.readdir(outbox);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let erased = 0;
  for (const name of names) {
    const temporary = name.startsWith('.') && name.endsWith('.tmp');
    if (!name.endsWith('.eml') && !temporary) continue;
    const file = path.join(outbox, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const limit = temporary ? DAY_MS : days * DAY_MS;
    if (now - writtenAt(name, stat.mtimeMs) < limit) continue;
    await fs.rm(file, { force: true });
    erased += 1;
  }
  return erased;
}
