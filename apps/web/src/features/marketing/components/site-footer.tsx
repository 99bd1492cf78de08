import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import {
  ACCOUNT_LINKS,
  COMMUNITY_LINKS,
  COMPANY_LINKS,
  CONTACT_DETAILS,
  LEGAL_LINKS,
  type NavLink,
  RISK_WARNING,
} from '../content/nav';

const COLUMNS: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  { title: 'Company', links: COMPANY_LINKS },
  { title: 'Community', links: COMMUNITY_LINKS },
  { title: 'Legal', links: LEGAL_LINKS },
  { title: 'Account', links: ACCOUNT_LINKS },
];

/** The public footer: every public link, contact email and the risk warning. */
export function SiteFooter() {
  return (
    <footer className="on-dark bg-brand-950 text-brand-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-sm">
            <Link to={paths.home} className="inline-block rounded-lg" aria-label="Verdant Invest home">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-brand-100">
              A simple, secure way for everyone to invest, save and work towards their goals.
            </p>
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${CONTACT_DETAILS.email}`}
                className="font-medium text-white underline-offset-4 hover:underline"
              >
                {CONTACT_DETAILS.email}
              </a>
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-3 space-y-2">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 border-t border-white/15 pt-8 text-xs leading-relaxed text-brand-100">
          <p>
            <strong className="font-semibold text-white">Risk warning: </strong>
            {RISK_WARNING}
          </p>
          <p className="mt-4">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Verdant Invest. All rights
            reserved. You must be 18 or older to open an account.
          </p>
        </div>
      </div>
    </footer>
  );
}
