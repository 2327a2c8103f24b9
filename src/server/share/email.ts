import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Language } from '../../contract/site';
import type { WorkoutPlan } from '../../contract/workout';
import type { Config } from '../config';
import { escapeHtml } from './previews';
import { SHARE_LABELS, screeningNoticeText } from './labels';
import { renderPlanPdf } from './pdf';

export type Delivery = { delivery: 'smtp' | 'outbox'; file: string | null };

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
 */
export async function sendPlanEmail(
  config: Pick<Config, 'mail' | 'dataDir'>,
  plan: WorkoutPlan,
  options: { to: string; language: Language; shareUrl: string },
): Promise<Delivery> {
  const labels = SHARE_LABELS[options.language];
  const pdf = await renderPlanPdf(plan, { language: options.language, shareUrl: options.shareUrl });
  const message = {
    from: config.mail.from,
    to: options.to,
    subject: `${labels.emailSubject}: ${plan.userName}`,
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
  const outbox = path.join(config.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${plan.id}.eml`;
  await fs.writeFile(path.join(outbox, file), info.message as Buffer);
  return { delivery: 'outbox', file };
}
