import { PRODUCT_NAME } from '../../domain/product';
import { LegalLinks } from './LegalLinks';
import { LogoMark } from './Logo';

/** The footer every public page ends with: the legal links and the year. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2">
          <LogoMark className="h-5 w-5" />
          <span>
            © {year} {PRODUCT_NAME}. Peer verification is not an endorsement by {PRODUCT_NAME}.
          </span>
        </p>
        <LegalLinks />
      </div>
    </footer>
  );
}
