import { PRODUCT_NAME } from '../../../domain/product';

// The legal pages' contact details. The address and jurisdiction stay placeholders until the company's are known.
const MAIL_DOMAIN = `${PRODUCT_NAME.toLowerCase()}.example`;
export const PRIVACY_EMAIL = `privacy@${MAIL_DOMAIN}`;
export const LEGAL_EMAIL = `legal@${MAIL_DOMAIN}`;
export const COMPANY_ADDRESS = '[Company address]';
export const JURISDICTION = '[Jurisdiction]';
