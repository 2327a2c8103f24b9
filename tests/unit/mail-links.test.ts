import { LinkifyIt } from 'linkify-it';
import { describe, expect, it } from 'vitest';
import { ANSWER_LIMITS } from '../../src/contract/answers';
import { deletionLinkPath } from '../../src/contract/deletion';
import { pageOf } from '../../src/contract/routes';
import type { Language } from '../../src/contract/site';
import { type WorkoutPlan, workoutRequestSchema } from '../../src/contract/workout';
import { generateRequestExample, workoutPlanExample } from '../../src/server/api/documentExamples';
import { buildPlan } from '../../src/server/coach/build/plan';
import { htmlBody, mailSafePlan, textBody } from '../../src/server/share/email';
import { SHARE_LABELS } from '../../src/server/share/labels';
import { mailboxOf } from '../../src/server/share/mailCaps';
import { withoutLinks } from '../../src/server/share/noLinks';

/**
 * Issue 27 item 8: a plan's name reaches no message as a link or an address, whatever shape it takes.
 * The names are generated (schemes x dot spellings x hosts x paths, and address spellings); each is
 * made into a plan by the real coach, which quotes the name in the overview, and the message's text
 * and HTML are read by an independent linkifier (linkify-it, as markdown-it and many mail clients
 * use) and searched for the host's own words, which must be gone whichever way they were written.
 */

const SHARE_URL = 'http://plans.test/en/plan/p4Nd8QaZ2rTy6uVw';
const SCHEMES = ['https://', 'http://', 'HTTPS://', 'ｈｔｔｐｓ://', 'www.', '//', 'hxxps://', ''];
const DOTS = [
  '.',
  ' . ',
  '[.]',
  '(.)',
  '[dot]',
  ' dot ',
  ' (DOT) ',
  '。',
  '．',
  '｡',
  '․',
  '﹒',
  '·',
  ' punto ',
];
/** The first label of each host is a word that appears in no text of ours. */
const HOSTS: [string, string][] = [
  ['evilcorp', 'example'],
  ['phishbank', 'com'],
  ['xn--pypal-4ve', 'com'],
  ['loginverify', 'co'],
];
const PATHS = ['', ':8080/login?a=1'];
const LEADS = ['', 'URGENT: verify your account at '];

function hostileNames(): { name: string; word: string }[] {
  const names: { name: string; word: string }[] = [];
  for (const lead of LEADS)
    for (const scheme of SCHEMES)
      for (const dot of DOTS)
        for (const [host, tld] of HOSTS)
          for (const path of PATHS) {
            const name = `${lead}${scheme}${host}${dot}${tld}${path}`;
            if (name.length <= ANSWER_LIMITS.name)
              names.push({ name, word: host.replace(/^xn--/, '').split('-')[0]! });
          }
  for (const at of ['@', '＠', '[at]', '(at)', ' [at] '])
    for (const dot of DOTS)
      for (const [host, tld] of HOSTS)
        names.push({
          name: `Write to support${at}${host}${dot}${tld}`,
          word: host.replace(/^xn--/, '').split('-')[0]!,
        });
  return names;
}

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
linkify.tlds(['example', 'test'], true);

function planFor(name: string, language: Language): WorkoutPlan {
  const request = workoutRequestSchema.parse({ ...generateRequestExample, name, language });
  const built = buildPlan(request);
  return { ...workoutPlanExample, ...built.draft, language, userName: request.name || 'Anonymous' };
}

/** What a reader of the message sees: the text part, the HTML with its tags removed, and the subject. */
function readable(plan: WorkoutPlan, language: Language): string {
  const safe = mailSafePlan(plan, language);
  const html = htmlBody(safe, language, SHARE_URL)
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"');
  return [SHARE_LABELS[language].emailSubject, textBody(safe, language, SHARE_URL), html, safe.userName].join(
    '\n',
  );
}

describe('a plan name in an email', () => {
  const names = hostileNames();

  it('is a generated set large enough to mean something', () => {
    expect(names.length).toBeGreaterThan(2000);
  });

  it('never becomes a link, an address or the words of a host, in either language', () => {
    const leaks: string[] = [];
    for (const [index, { name, word }] of names.entries()) {
      const language: Language = index % 2 ? 'es' : 'en';
      const plan = planFor(name, language);
      // The coach does quote the name: the test would prove nothing if it did not.
      expect(plan.overview.toLowerCase()).toContain(word.toLowerCase());
      const message = readable(plan, language);
      const links = (linkify.match(message) ?? [])
        .map((match) => match.url)
        .filter((url) => url !== SHARE_URL);
      const lower = message.toLowerCase();
      if (
        links.length ||
        lower.includes(word.toLowerCase()) ||
        /\bwww\b|hxxp|https?(?!:\/\/plans\.test)/.test(lower)
      )
        leaks.push(`${JSON.stringify(name)} -> ${links.join(', ')} ${lower.includes(word) ? word : ''}`);
    }
    expect(leaks).toEqual([]);
  });

  it('keeps an ordinary name and the coach text as they were', () => {
    const plan = planFor('Ana María', 'es');
    const safe = mailSafePlan(plan, 'es');
    expect(safe.userName).toBe('Ana María');
    expect(safe.overview).toBe(plan.overview);
    expect(textBody(safe, 'es', SHARE_URL)).toBe(textBody(plan, 'es', SHARE_URL));
  });

  it('greets the reader when nothing of the name is left', () => {
    const safe = mailSafePlan(planFor('https://evilcorp.example', 'en'), 'en');
    expect(safe.userName).toBe('Anonymous');
    expect(safe.overview.startsWith('Hi, this')).toBe(true);
  });

  it('drops a link a model wrote anywhere in the plan, keeping the words around it', () => {
    expect(withoutLinks('Rest, then see evilcorp.example/x or mail a@evilcorp.io.\nDone: e.g. 2.5 kg.')).toBe(
      'Rest, then see  or mail \nDone: e.g. 2.5 kg.',
    );
  });
});

describe('the mailbox the per-recipient cap counts', () => {
  it('folds the tags, dots and aliases the main providers deliver to one mailbox', () => {
    const same: [string, string][] = [
      ['Victim+1@Example.com', 'victim@example.com'],
      ['v.i.c.t.i.m+news@gmail.com', 'victim@gmail.com'],
      ['V.ictim@googlemail.com', 'victim@gmail.com'],
      ['victim-shop@yahoo.com', 'victim@yahoo.com'],
      ['victim+x@yahoo.co.uk', 'victim@yahoo.co.uk'],
      ['victim-1@ymail.com', 'victim@ymail.com'],
      ['victim+a@outlook.com', 'victim@outlook.com'],
      ['victim+a@hotmail.com', 'victim@hotmail.com'],
      ['victim+a@live.com', 'victim@live.com'],
      ['victim+a@me.com', 'victim@icloud.com'],
      ['victim+a@fastmail.com', 'victim@fastmail.com'],
      ['victim+a@pm.me', 'victim@proton.me'],
      ['victim+a@protonmail.com', 'victim@proton.me'],
    ];
    for (const [written, mailbox] of same) expect(mailboxOf(written), written).toBe(mailbox);
  });

  it('keeps apart what the providers keep apart', () => {
    // Dots count outside Gmail; a hyphen is part of the name outside Yahoo.
    expect(mailboxOf('v.ictim@outlook.com')).not.toBe(mailboxOf('victim@outlook.com'));
    expect(mailboxOf('ana-maria@example.com')).toBe('ana-maria@example.com');
    expect(mailboxOf('victim@gmail.com')).not.toBe(mailboxOf('victim@outlook.com'));
  });
});

describe('the deletion link', () => {
  it('opens a page of the site, with the token in the fragment no request carries', () => {
    const link = deletionLinkPath('es', 'p4Nd8QaZ2rTy6uVw', 'x'.repeat(43));
    const [pathPart, fragment] = link.split('#');
    expect(pageOf(pathPart!.split('/').slice(2).join('/'))).toBe('planDelete');
    expect(fragment).toBe(`token=${'x'.repeat(43)}`);
  });
});
