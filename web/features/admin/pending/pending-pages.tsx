// Placeholders for admin sections still to come; each is replaced by its own page module.
import { NotAvailableYet } from '../NotAvailableYet';

export const RecognitionsPending = () => <NotAvailableYet title="Recognitions" />;
export const ValidationsPending = () => <NotAvailableYet title="Validations" />;
export const ContentPending = () => <NotAvailableYet title="Content" />;
