import { Quote, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FOUNDER_QUOTE } from '../content/landing';
import { SECTION_IDS } from '../content/nav';
import { JoinForm } from './join-form';

/** Section 8: the founder's quote. */
export function FounderQuote() {
  return (
    <section aria-labelledby="founder-title" className="on-dark bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="founder-title" className="sr-only">
          A word from our founder
        </h2>
        <Quote aria-hidden="true" className="mx-auto size-10 text-accent-300" />
        <figure className="mt-6">
          <blockquote className="text-xl leading-relaxed font-medium text-balance sm:text-2xl">
            <p>“{FOUNDER_QUOTE.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 text-brand-100">
            <span className="font-semibold text-white">{FOUNDER_QUOTE.name}</span>, {FOUNDER_QUOTE.role}
          </figcaption>
        </figure>
        <Link
          to={paths.about}
          className={buttonClasses(
            'outline',
            'lg',
            'mt-8 border-white/40! bg-transparent! text-white! hover:bg-white/10!',
          )}
        >
          Learn More<span className="sr-only"> about Verdant Invest</span>
        </Link>
      </div>
    </section>
  );
}

/** Section 9: 'Join our community of investors'. */
export function CommunitySection() {
  return (
    <section
      id={SECTION_IDS.community}
      aria-labelledby="community-title"
      className="scroll-mt-20 bg-white py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2
          id="community-title"
          className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          Join our community of investors
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          Start with your email address: we will take you to sign-up with it filled in.
        </p>
        <JoinForm />
        <p className="mt-6 text-slate-600">
          Already a member?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-4">
            Sign in.
          </Link>
        </p>
      </div>
    </section>
  );
}

function StoreBadge({ store, icon }: { store: string; icon: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-slate-900 px-5 py-3 text-left text-white">
      {icon}
      <span>
        <span className="block text-xs text-slate-300">Coming soon on</span>
        <span className="block text-base font-semibold">{store}</span>
      </span>
    </li>
  );
}

const PlayIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
    <path d="M4 3.5v17a1 1 0 0 0 1.5.87l14.7-8.5a1 1 0 0 0 0-1.74L5.5 2.63A1 1 0 0 0 4 3.5z" fill="#34d399" />
  </svg>
);
const AppleIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7" fill="currentColor">
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
  </svg>
);

/** Section 10: the mobile apps teaser; the apps are not released yet, so nothing here is a link. */
export function AppTeaser() {
  return (
    <section aria-labelledby="apps-title" className="bg-brand-50 py-20">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 sm:px-6 lg:flex-row lg:justify-between lg:px-8">
        <div className="max-w-xl text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-brand-950">
            <Smartphone aria-hidden="true" className="size-4" />
            Coming soon
          </span>
          <h2 id="apps-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Verdant Invest in your pocket
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Our mobile apps for Android and iPhone are on their way. Until then, everything works in your
            phone’s browser.
          </p>
        </div>
        <ul className="flex flex-col gap-4 sm:flex-row" aria-label="Mobile apps (coming soon)">
          <StoreBadge store="Google Play" icon={PlayIcon} />
          <StoreBadge store="App Store" icon={AppleIcon} />
        </ul>
      </div>
    </section>
  );
}
