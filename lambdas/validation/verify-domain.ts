import { verifyCompanyDomainSchema, type DomainTrustAnswer } from '../../domain/api/validation';
import { companyDomainTrust } from '../../domain/rules/company-domain';
import { endpoint, routeNamed } from '../shared/endpoint';

/** verify-company-domain: trust level, score and match type for an address at an organisation. */
export const handler = endpoint(routeNamed('VerifyCompanyDomain'), { body: verifyCompanyDomainSchema }, async ({ body }): Promise<DomainTrustAnswer> =>
  companyDomainTrust({ email: body.validatorEmail, orgName: body.orgName, role: body.validatorRole }),
);
