import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { isEmailAddress } from '../../contract/answers';
import type { Language } from '../../contract/site';
import type { WorkoutPlan } from '../../contract/workout';
import type { Config } from '../config';
import { SHARE_LABELS, screeningNoticeText } from './labels';
import { renderPlanPdf } from './pdf';
import { escapeHtml } from './previews';

export type Delivery = { delivery: 'smtp' | 'outbox'; file: string | null };

/**
 * The one address a request may send to, read the way nodemailer will read it: `x<victim@example.com>`
 * is victim@example.com, and `victim@example.com,a` is two recipients, so it is refused. The answer
 * is canonical (trimmed, lower-case): it keys the per-recipient cap and is the only recipient the
 * message gets, without any display name the sender wrote. Null when it is not exactly one address.
 */
export function parseRecipient(text: string): string | null {
  const parsed = addressparser(text);
  if (parsed.length !== 1) return null;
  const [entry] = parsed;
  if (!entry || entry.group || !entry.address) return null;
  const address = entry.address.trim().toLowerCase();
  // One plain mailbox, the rule the chat and the form apply (src/contract/answers.ts).
  return isEmailAddress(address) ? address : null;
}

/**
 * The plan's name as the subject may carry it: letters, spaces, apostrophes and hyphens, at most 40
 * characters. Everything else a visitor typed (links, digits, punctuation) stays out of a mail that
 * anyone can send to anyone.
 */
export function subjectName(name: string): string {
  const letters = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...letters].slice(0, 40).join('').trim();
}

/** The outbox is full: nothing is written until someone delivers or removes its files. */
export class OutboxFullError extends Error {
  override name = 'OutboxFullError';
}

/** The coach's screening notice opens the message, before the greeting (docs/coaching.md); empty when clear. */
function screeningText(plan: WorkoutPlan, language: Language): string {
  const notice = screeningNoticeText(plan.screening, language);
  if (!notice) return '';
  const reasons = notice.reasons.map((reason) => `- ${reason.text}${reason.see ? `\n  ${reason.see}` : ''}`);
  const underline = (notice.outcome === 'clearance' ? '=' : '-').repeat(notice.title.length);
  const lines = [notice.title, underline, ...reasons];
  if (notice.meanwhile) lines.push(notice.meanwhile);
  return `${lines.join('\n')}\n\n`;
}

function screeningHtml(plan: WorkoutPlan, language: Language): string {
  const notice = screeningNoticeText(plan.screening, language);
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

export function textBody(plan: WorkoutPlan, language: Language, shareUrl: string): string {
  const labels = SHARE_LABELS[language];
  const days = plan.schedule
    .map((day) =>
      day.kind === 'rest'
        ? `${day.name}: ${labels.rest}`
        : `${day.name}: ${day.focus}\n${day.exercises.map((exercise) => `  - ${exercise.text}`).join('\n')}`,
    )
    .join('\n\n');
  return `${screeningText(plan, language)}${labels.emailIntro}\n\n${shareUrl}\n\n${plan.overview}\n\n${days}\n\n${plan.disclaimer}\n\n${labels.emailFooter}\n`;
}

/** Every piece of plan text is escaped: nothing from a visitor or a model becomes markup. */
export function htmlBody(plan: WorkoutPlan, language: Language, shareUrl: string): string {
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
<p style="color:#666;font-size:12px">${escapeHtml(labels.emailFooter!)}</p>
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
  options: { to: string; language: Language; shareUrl: string },
): Promise<Delivery> {
  const labels = SHARE_LABELS[options.language];
  const pdf = await renderPlanPdf(plan, { language: options.language, shareUrl: options.shareUrl });
  const name = subjectName(plan.userName);
  const message = {
    from: config.mail.from,
    to: options.to,
    subject: name ? `${labels.emailSubject}: ${name}` : labels.emailSubject,
    text: textBody(plan, options.language, options.shareUrl),
    html: htmlBody(plan, options.language, options.shareUrl),
    attachments: [{ filename: `workout-plan-${plan.id}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
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
  const file = await writeToOutbox(config, plan.id, info.message as Buffer);
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
