import { verifyCompanyDomainSchema, type DomainTrustAnswer } from '../../domain/api/validation';
import { checkCompanyDomain } from '../../core/validation/company-domain-check';
import { endpoint, routeNamed } from '../shared/endpoint';

/** verify-company-domain: trust level, score and match type for an address at an organisation (the registry consulted first). */
export const handler = endpoint(routeNamed('VerifyCompanyDomain'), { body: verifyCompanyDomainSchema }, async ({ body }): Promise<DomainTrustAnswer> => {
  const { trustLevel, trustScore, matchType } = await checkCompanyDomain({ email: body.validatorEmail, orgName: body.orgName, role: body.validatorRole });
  return { trustLevel, trustScore, matchType };
});
