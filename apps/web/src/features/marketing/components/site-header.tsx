import { Link, NavLink as RouterNavLink } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { COMMUNITY_LINKS, COMPANY_LINKS, LEGAL_LINKS, PRICING } from '../content/nav';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 ${
    isActive ? 'text-brand-800' : 'text-slate-700'
  }`;

/** The public header: logo, Company and Community menus, Log in and Get Started; a menu on small screens. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="rounded-lg" aria-label="Verdant Invest home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavMenu label="Company" links={[...COMPANY_LINKS, ...LEGAL_LINKS]} />
          <NavMenu label="Community" links={COMMUNITY_LINKS} />
          <Link to={PRICING.to} className={topLinkClass({ isActive: false })}>
            {PRICING.label}
          </Link>
          <RouterNavLink to={paths.contact} className={topLinkClass}>
            Contact
          </RouterNavLink>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
            Log in
          </Link>
          <Link to={paths.signup} className={buttonClasses('primary', 'sm')}>
            Get Started
          </Link>
        </div>

        <MobileMenu />
      </div>
    </header>
  );
}
