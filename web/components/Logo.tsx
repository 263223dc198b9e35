import { Link } from 'react-router-dom';
import { PRODUCT_MARK, PRODUCT_NAME } from '../../domain/product';

/** The mark (PRODUCT_MARK, also on the card images): a shield with a check, drawn inline so it costs no request. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox={PRODUCT_MARK.viewBox} className={className} aria-hidden="true" focusable="false">
      <path d={PRODUCT_MARK.shield.d} fill={PRODUCT_MARK.shield.fill} />
      <path d={PRODUCT_MARK.check.d} fill="none" stroke={PRODUCT_MARK.check.stroke} strokeWidth={PRODUCT_MARK.check.strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
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
