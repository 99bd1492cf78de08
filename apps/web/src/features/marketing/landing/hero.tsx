import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ArrowRightIcon, ShieldCheckIcon } from '../components/entry-icons';
import { RiskNote } from '../components/risk-note';
import { HERO } from '../content/hero';

/** Decorative and below the headline: prerendered, its code loads as a separate chunk. */
const PortfolioIllustration = lazy(() =>
  import('./portfolio-illustration').then((m) => ({ default: m.PortfolioIllustration })),
);

/** Landing section 2. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <ShieldCheckIcon className="size-4 text-accent-300" />
            Verified accounts and encrypted connections
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{HERO.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.signup}
              className={buttonClasses(
                'primary',
                'lg',
                'bg-accent-300! text-brand-950! hover:bg-accent-400!',
              )}
            >
              Get started
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link
              to={paths.login}
              className={buttonClasses(
                'outline',
                'lg',
                'border-white/40! bg-transparent! text-white! hover:bg-white/10!',
              )}
            >
              Login
            </Link>
          </div>
          <RiskNote tone="dark" className="mt-6 max-w-xl" />
        </div>
        <Suspense fallback={<div className="mx-auto h-96 w-full max-w-md" />}>
          <PortfolioIllustration />
        </Suspense>
      </div>
    </section>
  );
}
