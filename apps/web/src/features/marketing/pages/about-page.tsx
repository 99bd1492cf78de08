import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { RiskNote } from '../components/risk-note';
import { ABOUT_INTRO, FACTS, STORY, VALUES } from '../content/about';
import { FOUNDER_QUOTE } from '../content/landing';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Verdant Invest is an online investment platform for everyday people: simple, affordable and honest about risk. Learn who we are and what we stand for."
      />
      <PageHeader eyebrow="About us" title="Investing that everyone can understand" intro={ABOUT_INTRO} />

      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
      >
        <div>
          <h2 id="story-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Why we exist
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {STORY.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <div className="on-dark rounded-3xl bg-brand-900 p-8 text-white lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">From our founder</p>
          <blockquote className="mt-4 text-xl leading-relaxed">
            <p>“{FOUNDER_QUOTE.quote}”</p>
          </blockquote>
          <p className="mt-6 text-brand-100">
            <span className="font-semibold text-white">{FOUNDER_QUOTE.name}</span>, {FOUNDER_QUOTE.role}
          </p>
        </div>
      </section>

      <section aria-labelledby="facts-title" className="bg-brand-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="facts-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Verdant Invest at a glance
          </h2>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FACTS.map((f) => (
              <div key={f.label} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <dt className="text-sm text-slate-600">{f.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand-800">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="values-title" className="text-3xl font-bold tracking-tight text-slate-900">
          What we stand for
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta" className="border-t border-slate-200 bg-surface py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="about-cta" className="text-3xl font-bold tracking-tight text-slate-900">
            Ready when you are
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Open an account in minutes. There is no obligation to invest.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.signup} className={buttonClasses('primary', 'lg')}>
              Get started <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to={paths.contact} className={buttonClasses('outline', 'lg')}>
              Talk to us
            </Link>
          </div>
          <RiskNote className="mt-6" />
        </div>
      </section>
    </>
  );
}
