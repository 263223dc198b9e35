import { Link } from 'react-router-dom';

const legalLink = 'rounded text-blue-700 underline-offset-4 hover:text-blue-900 hover:underline';

/** The Privacy and Terms links every footer ends with. */
export function LegalLinks() {
  return (
    <nav aria-label="Legal">
      <ul className="flex gap-6">
        <li>
          <Link to="/privacy" className={legalLink}>
            Privacy
          </Link>
        </li>
        <li>
          <Link to="/terms" className={legalLink}>
            Terms
          </Link>
        </li>
      </ul>
    </nav>
  );
}
