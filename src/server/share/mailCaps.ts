import { apiError } from '../api/errors';
import { HOUR, retryAfterSeconds } from '../security/rateLimit';
import type { Context } from '../trpc/context';

/** Domains that deliver to the same mailbox as another: the cap counts them as one. */
const SAME_MAILBOX: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};
/** Yahoo's disposable addresses are `base-keyword@`: everything from the first hyphen is a tag. */
const HYPHEN_TAGS = new Set(['yahoo.com', 'ymail.com', 'rocketmail.com']);

function isYahoo(domain: string): boolean {
  return HYPHEN_TAGS.has(domain) || domain.startsWith('yahoo.');
}

/**
 * The mailbox an address delivers to, as the per-recipient cap counts it, so that `victim+1@`,
 * `v.i.c.t.i.m@gmail.com` or `Victim@GoogleMail.com` are one recipient, not a way around the cap.
 * Gmail drops dots and `+tags` (and googlemail is gmail); Yahoo's tags start with `-`; Outlook,
 * Hotmail, Live, iCloud, Fastmail, Proton and, conservatively, every other provider take `+tags`,
 * so a `+` ends the mailbox everywhere. Case never matters. `address` comes from parseRecipient.
 */
export function mailboxOf(address: string): string {
  const folded = address.normalize('NFKC').toLowerCase().trim();
  const at = folded.lastIndexOf('@');
  if (at <= 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1).replace(/\.$/, '');
  domain = SAME_MAILBOX[domain] ?? domain;
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (isYahoo(domain)) {
    const hyphen = local.indexOf('-');
    if (hyphen > 0) local = local.slice(0, hyphen);
  }
  if (domain === 'gmail.com') local = local.split('.').join('');
  return `${local}@${domain}`;
}

/**
 * Every email the server sends is charged here (README "Abuse protection"), beyond the sender's
 * per-minute budget (3, charged in trpc/init.ts):
 * - one client address sends at most MAIL_MAX_PER_CLIENT_PERCENT of the hourly cap, so nobody alone
 *   can use it up and block everyone's onboarding mail;
 * - one mailbox (mailboxOf) receives at most MAIL_MAX_PER_RECIPIENT_PER_HOUR, whoever asks;
 * - the server sends at most MAIL_MAX_PER_HOUR in all, so a crowd of addresses cannot make it a relay.
 * Charged in that order, so a refused client uses up nothing of the others. Shared by every
 * instance through Redis when REDIS_URL is set. Throws EMAIL_SENDER_LIMITED or EMAIL_LIMITED (429) with Retry-After.
 */
export async function chargeMailCaps(ctx: Context, recipient: string): Promise<void> {
  await chargeMailClientShare(ctx);
  await chargeMailRecipient(ctx, recipient);
}

/** The client's share of the hourly cap alone (a deletion request charges it whether or not it mails). */
export async function chargeMailClientShare(ctx: Context): Promise<void> {
  if (!ctx.limits) return;
  const fromClient = await ctx.limits.charge(
    `mail-from:${ctx.clientIp}`,
    ctx.config.mail.maxPerClientPerHour,
    HOUR,
  );
  if (!fromClient.allowed) {
    void ctx.reply?.header('retry-after', String(retryAfterSeconds(fromClient)));
    throw apiError('EMAIL_SENDER_LIMITED');
  }
}

/**
 * The recipient's and the server's hourly caps. Deletion links have an allowance of their own per
 * mailbox: plans that others email to an address (plus-tags and all) must never use up the one message
 * that lets its owner delete their plan.
 */
export async function chargeMailRecipient(
  ctx: Context,
  recipient: string,
  purpose: 'plan' | 'deletion-link' = 'plan',
): Promise<void> {
  if (!ctx.limits) return;
  const { mail } = ctx.config;
  const toRecipient = await ctx.limits.charge(
    `${purpose === 'plan' ? 'mail-to' : 'deletion-to'}:${mailboxOf(recipient)}`,
    mail.maxPerRecipientPerHour,
    HOUR,
  );
  if (!toRecipient.allowed) {
    void ctx.reply?.header('retry-after', String(retryAfterSeconds(toRecipient)));
    throw apiError('EMAIL_LIMITED');
  }
  const overall = await ctx.limits.charge('mail-all', mail.maxPerHour, HOUR);
  if (!overall.allowed) {
    ctx.log.warn({ cap: mail.maxPerHour }, 'the hourly cap on outgoing mail is reached (MAIL_MAX_PER_HOUR)');
    void ctx.reply?.header('retry-after', String(retryAfterSeconds(overall)));
    throw apiError('EMAIL_LIMITED', 'Too many emails are being sent right now. Please try again later.');
  }
}
