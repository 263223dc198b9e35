// Wire shapes of the Domains page (/admin/domains): the organisation registry behind the
// company-domain check (domain/rules/domain-registry.ts).
import * as z from 'zod';
import { organisationKey } from '../../rules/company-domain';
import { isDomainName, normaliseDomain, REGISTRY_LIMITS, type RegisteredOrganisation } from '../../rules/domain-registry';
import { emailField } from '../../schemas/email-field';
import type { PageResult } from '../paging';

export const domainMessages = {
  nameRequired: 'Enter the organisation’s name',
  nameHasNoWords: 'The name needs at least one word besides a legal form (Inc, Ltd...)',
  domainInvalid: 'Enter a domain like navy.mil',
  domainRequired: 'Add at least one domain',
  domainTwice: 'A domain can be the organisation’s own or a subsidiary’s, not both',
  reasonRequired: 'Say why (it is kept in the admin log)',
  nameTaken: 'Another organisation already has this name or alias',
  notFound: 'Organisation not found',
  changedMeanwhile: 'Someone changed this organisation meanwhile. Reload it and try again.',
} as const;

/** An organisation as stored and shown. */
export interface Organisation extends RegisteredOrganisation {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The admin who made the last change; null for the seeded entries. */
  readonly updatedBy: string | null;
  /** Goes up by one with every change: an edit names the version it started from. */
  readonly version: number;
}

const domainList = z
  .array(z.string().max(253, domainMessages.domainInvalid).transform(normaliseDomain))
  .max(REGISTRY_LIMITS.domains, `At most ${REGISTRY_LIMITS.domains} domains`)
  .superRefine((domains, context) => {
    domains.forEach((domain, index) => {
      if (!isDomainName(domain)) context.addIssue({ code: 'custom', message: domainMessages.domainInvalid, path: [index] });
    });
  })
  .transform((domains) => [...new Set(domains)]);

const nameField = z.string().trim().min(1, domainMessages.nameRequired).max(REGISTRY_LIMITS.nameLength, `At most ${REGISTRY_LIMITS.nameLength} characters`);

/** POST /api/admin/domains and PUT /api/admin/domains/{id}. */
export const organisationBodySchema = z
  .object({
    name: nameField.refine((name) => organisationKey(name) !== '', domainMessages.nameHasNoWords),
    aliases: z.array(nameField.refine((name) => organisationKey(name) !== '', domainMessages.nameHasNoWords)).max(REGISTRY_LIMITS.aliases, `At most ${REGISTRY_LIMITS.aliases} other names`).default([]),
    exactDomains: domainList.default([]),
    subsidiaryDomains: domainList.default([]),
    reason: z.string().trim().min(1, domainMessages.reasonRequired).max(500, 'At most 500 characters'),
    /** On an edit: the version the admin started from. */
    version: z.number().int().min(1).optional(),
  })
  .superRefine((body, context) => {
    if (body.exactDomains.length + body.subsidiaryDomains.length === 0) context.addIssue({ code: 'custom', message: domainMessages.domainRequired, path: ['exactDomains'] });
    const own = new Set(body.exactDomains);
    body.subsidiaryDomains.forEach((domain, index) => {
      if (own.has(domain)) context.addIssue({ code: 'custom', message: domainMessages.domainTwice, path: ['subsidiaryDomains', index] });
    });
  });
export type OrganisationBody = z.input<typeof organisationBodySchema>;
export type OrganisationInput = z.output<typeof organisationBodySchema>;

/** DELETE /api/admin/domains/{id}?reason= */
export const organisationDeleteQuerySchema = z.object({ reason: z.string().trim().min(1, domainMessages.reasonRequired).max(500, 'At most 500 characters') });

export const organisationIdPathSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/admin/domains?limit=&cursor=: the registry, by name. */
export type OrganisationsPage = PageResult<Organisation>;

/** GET /api/admin/domains/check?email=&orgName=: what the check says now, and which entry it used. */
export const domainCheckQuerySchema = z.object({
  email: emailField({ required: 'Enter an e-mail address', invalid: 'Enter a valid e-mail address' }),
  orgName: z.string().trim().min(1, domainMessages.nameRequired).max(REGISTRY_LIMITS.nameLength),
});
export interface DomainCheckAnswer {
  readonly trustLevel: number;
  readonly trustScore: number;
  readonly matchType: string;
  /** The registry entry consulted; null when the name heuristic alone decided. */
  readonly organisation: { readonly id: string | null; readonly name: string } | null;
}
