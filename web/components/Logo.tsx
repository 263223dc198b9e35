import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../domain/product';

/** The mark: a shield with a check, drawn inline so it costs no request. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.2c0 7.4 5.1 13.6 12 15.3 6.9-1.7 12-7.9 12-15.3V6.5L16 2Z" fill="#1d4ed8" />
      <path d="m10.5 16.2 3.8 3.8 7.2-7.6" fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The logo as a link home: the mark and the product's name. */
export function Logo() {
  return (
    <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="inline-flex items-center gap-2 rounded-md text-xl font-bold text-slate-900">
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
