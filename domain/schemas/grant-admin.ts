// Body of the Grant Admin form: the e-mail of the user to promote.
import * as z from 'zod';
import { admin } from '../messages/admin';
import { emailField } from './email-field';

export const grantAdminSchema = z.object({
  email: emailField({ required: admin.emailRequired, invalid: admin.emailInvalid }),
});
export type GrantAdmin = z.output<typeof grantAdminSchema>;
