// The mail a co-signer gets when the owner deleted a proof they co-signed: what happened to their
// co-signature, and no link (there is nothing left to see). User text is escaped.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';
import { cosignerFooter } from './your-data-mails';

export const PROOF_DELETED = mailTemplate('proof-deleted', null);

export interface ProofDeletedFacts {
  readonly to: string;
  readonly ownerName: string;
  readonly proofTitle: string;
}

export function proofDeletedMail(facts: ProofDeletedFacts): Mail {
  const subject = `${facts.ownerName} deleted "${facts.proofTitle}", a proof you co-signed on ${PRODUCT_NAME}`;
  const lines = [
    `${facts.ownerName} deleted the proof "${facts.proofTitle}", which you co-signed on ${PRODUCT_NAME}.`,
    `Your co-signature went with it: it no longer appears anywhere on ${PRODUCT_NAME}, and the proof's portable credential now reads revoked to anyone who checks it.`,
    'There is nothing you need to do.',
  ];
  const footer = cosignerFooter();
  const html = mailLayout({
    title: 'A proof you co-signed was deleted',
    bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    footerHtml: footer.html,
  });
  return { to: facts.to, subject, text: [...lines, footer.text].join('\n\n'), html, template: PROOF_DELETED };
}
