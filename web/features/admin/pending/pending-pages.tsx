// Placeholders for admin sections still to come; each is replaced by its own page module.
import { NotAvailableYet } from '../NotAvailableYet';

export const DomainsPending = () => <NotAvailableYet title="Domains" />;
export const JobsPending = () => <NotAvailableYet title="Jobs" />;
export const EmailsPending = () => <NotAvailableYet title="Emails" />;
export const AnalyticsPending = () => <NotAvailableYet title="Analytics" />;
export const AuditPending = () => <NotAvailableYet title="Audit" />;
export const SettingsPending = () => <NotAvailableYet title="Settings" />;
