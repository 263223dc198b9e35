// The keys of reports of public proofs and their daily counters (docs/admin-moderation.md).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key } from '../plumbing/key-parts';

/** The item kinds of content reports (the `type` attribute). */
export const reportItemTypes = {
  contentReport: 'ContentReport',
  reportCounter: 'ReportCounter',
  reportClientCounter: 'ReportClientCounter',
} as const;

export const reportKeys = {
  /** A report of a public proof, by id. */
  contentReport: (reportId: string): Key => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  /** The moderation queue (gsi1): reports by state, oldest first. */
  contentReportList: (state: string, createdAt: string, reportId: string) => ({ gsi1pk: `REPORTS#${state}`, gsi1sk: `${canonicalIso(createdAt)}#${reportId}` }),
  contentReportPartition: (state: string) => `REPORTS#${state}`,
  /** The reports one mailbox made (gsi2, by its pseudonym), for the person's archive. */
  reportsBy: (mailboxPseudonym: string, createdAt: string, reportId: string) => ({ gsi2pk: `REPORTEDBY#${mailboxPseudonym}`, gsi2sk: `${canonicalIso(createdAt)}#${reportId}` }),
  reportsByPartition: (mailboxPseudonym: string) => `REPORTEDBY#${mailboxPseudonym}`,
  /** Reports sent from one reporter mailbox (by its pseudonym) in one UTC day (a fixed-window counter with ttl). */
  reportCounter: (mailboxPseudonym: string, day: string): Key => ({ pk: `REPORTCOUNT#${mailboxPseudonym}`, sk: `DAY#${day}` }),
  /** Reports sent from one client address in one UTC day: the address only as a hash salted with the day. */
  reportClientCounter: (clientHash: string, day: string): Key => ({ pk: `REPORTCLIENT#${clientHash}`, sk: `DAY#${day}` }),
} as const;
