// The mails of a suspension (docs/suspension.md): the statement of reasons when an account is
// suspended, its counterpart when it is restored, and the answer to an appeal that upholds the
// suspension. Their words are the suspended page's (domain/messages/suspension.ts), so the
// person reads the same statement in both places. User text is escaped.
import { escapeHtml } from '../../domain/html';
import { statementDate, suspensionStatement as statement } from '../../domain/messages/suspension';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';

/** They link to the person's own dashboard (which shows the suspension) and the Terms only. */
export const ACCOUNT_SUSPENDED = mailTemplate('account-suspended', null);
export const ACCOUNT_RESTORED = mailTemplate('account-restored', null);
export const SUSPENSION_APPEAL_UPHELD = mailTemplate('suspension-appeal-upheld', null);

interface Person {
  readonly to: string;
  readonly name: string;
  /** The product's public origin, for the dashboard and Terms links. */
  readonly origin: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');

/** One block of the mail, as text and as HTML. */
interface Block {
  readonly text: string;
  readonly html: string;
}

const paragraph = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });

function quoted(label: string, value: string): Block {
  return { text: `${label}\n${value}`, html: `<p><strong>${escapeHtml(label)}</strong><br>${lines(value)}</p>` };
}

function reasonBlock(reason: string | null): Block {
  return reason === null ? paragraph(statement.noReasonRecorded) : quoted(statement.reasonLabel, reason);
}

function groundBlock(origin: string): Block {
  const terms = `${origin}/terms`;
  return {
    text: `${statement.ground} ${terms}`,
    html: `<p>${escapeHtml(statement.ground)} <a href="${escapeHtml(terms)}" style="color:#1d4ed8">Terms of Service</a></p>`,
  };
}

function hiddenBlock(): Block {
  return {
    text: [`${statement.hiddenHeading}:`, ...statement.hidden.map((item) => `- ${item}`), statement.nothingDeleted].join('\n'),
    html: `<p><strong>${escapeHtml(statement.hiddenHeading)}</strong></p><ul>${statement.hidden.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul><p>${escapeHtml(statement.nothingDeleted)}</p>`,
  };
}

function redressBlock(appealHow: string | null): Block {
  const said = [appealHow, statement.otherRedress].filter((text): text is string => text !== null);
  return {
    text: [`${statement.appealHeading}:`, ...said].join('\n'),
    html: `<p><strong>${escapeHtml(statement.appealHeading)}</strong></p>${said.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}`,
  };
}

function mail(person: Person, subject: string, title: string, blocks: readonly Block[], template: Mail['template']): Mail {
  const dashboard = `${person.origin}/dashboard`;
  const greeting = paragraph(`Hi ${person.name},`);
  const all = [greeting, ...blocks];
  return {
    to: person.to,
    subject,
    text: [...all.map((block) => block.text), `${PRODUCT_NAME}: ${dashboard}`].join('\n\n'),
    html: mailLayout({ title, bodyHtml: all.map((block) => block.html).join('\n'), action: { label: `Open ${PRODUCT_NAME}`, url: dashboard } }),
    template,
  };
}

export interface SuspendedFacts extends Person {
  readonly suspendedAt: string;
  readonly reason: string | null;
}

/** The statement of reasons (DSA Art. 17(3)): decision, facts, ground, automation, effects, redress. */
export function accountSuspendedMail(facts: SuspendedFacts): Mail {
  return mail(
    facts,
    `Your ${PRODUCT_NAME} account is suspended`,
    'Your account is suspended',
    [
      paragraph(statement.decision(statementDate(facts.suspendedAt))),
      reasonBlock(facts.reason),
      groundBlock(facts.origin),
      paragraph(statement.automation),
      hiddenBlock(),
      redressBlock(statement.appealHow),
    ],
    ACCOUNT_SUSPENDED,
  );
}

export interface RestoredFacts extends Person {
  readonly restoredAt: string;
  readonly reason: string;
  /** The restore decided the person's appeal. */
  readonly afterAppeal: boolean;
}

export function accountRestoredMail(facts: RestoredFacts): Mail {
  return mail(
    facts,
    `Your ${PRODUCT_NAME} account is restored`,
    'Your account is restored',
    [
      paragraph(statement.restored(statementDate(facts.restoredAt), facts.afterAppeal)),
      quoted(statement.reasonLabel, facts.reason),
      paragraph(statement.automation),
      paragraph(statement.restoredEffects),
    ],
    ACCOUNT_RESTORED,
  );
}

export interface AppealUpheldFacts extends Person {
  readonly appealedAt: string;
  readonly decidedAt: string;
  readonly note: string;
  readonly suspendedAt: string;
  readonly suspensionReason: string | null;
}

/** The reasoned decision on an appeal that keeps the suspension, and the redress that remains (DSA Art. 20(5)). */
export function appealUpheldMail(facts: AppealUpheldFacts): Mail {
  return mail(
    facts,
    `Your appeal to ${PRODUCT_NAME} has been decided`,
    'Your appeal has been decided',
    [
      paragraph(statement.appealUpheld(statementDate(facts.appealedAt), statementDate(facts.decidedAt))),
      quoted(statement.answerLabel, facts.note),
      paragraph(statement.decision(statementDate(facts.suspendedAt))),
      reasonBlock(facts.suspensionReason),
      groundBlock(facts.origin),
      paragraph(statement.automation),
      redressBlock(null),
    ],
    SUSPENSION_APPEAL_UPHELD,
  );
}
