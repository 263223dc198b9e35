// The mails of closing an account (docs/data-rights.md): asked (when it will be erased, and that
// signing in keeps it: if someone else closed it, the owner learns at once) and closed (erased).
// Neither carries a private link; the first links to sign-in.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';

export const ACCOUNT_CLOSING = mailTemplate('account-closing', null);
export const ACCOUNT_CLOSED = mailTemplate('account-closed', null);

interface Recipient {
  readonly to: string;
  readonly name: string;
}

function mail(recipient: Recipient, subject: string, title: string, lines: readonly string[], template: Mail['template'], action?: { label: string; url: string }): Mail {
  const paragraphs = [`Hi ${recipient.name},`, ...lines];
  const html = mailLayout({ title, bodyHtml: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'), ...(action ? { action } : {}) });
  return { to: recipient.to, subject, text: [...paragraphs, ...(action ? [action.url] : [])].join('\n\n'), html, template };
}

export function accountClosingMail(facts: Recipient & { readonly erasedOn: string; readonly signInUrl: string; readonly deletesLinkedinPosts: boolean }): Mail {
  return mail(
    facts,
    `Your ${PRODUCT_NAME} account will be closed on ${facts.erasedOn}`,
    'Your account is closing',
    [
      `You asked to close your ${PRODUCT_NAME} account. You were signed out everywhere, and your portfolio and proofs no longer show publicly.`,
      `On ${facts.erasedOn} everything about you is erased: your proofs (their co-signers are told, their credentials read revoked), the co-signatures you gave, your profile and your LinkedIn connection.${facts.deletesLinkedinPosts ? ` The posts ${PRODUCT_NAME} made for you on LinkedIn are deleted there too.` : ''}`,
      `Changed your mind, or did not ask for this? Sign in to ${PRODUCT_NAME} before then: signing in keeps your account open.`,
    ],
    ACCOUNT_CLOSING,
    { label: `Sign in to keep your account`, url: facts.signInUrl },
  );
}

export function accountClosedMail(facts: Recipient & { readonly postsDeleted: number; readonly postsLeft: number }): Mail {
  const posts = facts.postsDeleted + facts.postsLeft === 0 ? [] : [
    facts.postsLeft === 0
      ? `The ${facts.postsDeleted === 1 ? 'post' : `${facts.postsDeleted} posts`} ${PRODUCT_NAME} made for you on LinkedIn ${facts.postsDeleted === 1 ? 'was' : 'were'} deleted there.`
      : `${facts.postsLeft === 1 ? 'One post' : `${facts.postsLeft} posts`} ${PRODUCT_NAME} made for you on LinkedIn could not be deleted there (LinkedIn no longer accepted the connection): you can delete ${facts.postsLeft === 1 ? 'it' : 'them'} on LinkedIn yourself.`,
  ];
  return mail(
    facts,
    `Your ${PRODUCT_NAME} account is closed`,
    'Your account is closed',
    [
      `Your ${PRODUCT_NAME} account is closed, and what it held about you is erased: your proofs, the co-signatures you gave, your profile and your LinkedIn connection.`,
      ...posts,
      `Credentials issued for your proofs now read revoked to anyone who checks them. This is the last mail you get from ${PRODUCT_NAME} about this account.`,
    ],
    ACCOUNT_CLOSED,
  );
}
