import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Accordion, type AccordionItem } from '../components/accordion';
import { FAQ_ITEMS, REASON_ITEMS } from '../components/qa-items';
import { RiskNote } from '../components/risk-note';
import { FeatureGrid, SectionHeading } from '../components/section';
import { REASONS_TO_USE, SERVICES, STEPS } from '../content/landing';
import { SECTION_IDS } from '../content/nav';

/** Section 3, 'Our Best Services'. */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="What we offer"
          title="Our Best Services"
          intro="Everything you need to start investing, and nothing you do not."
        />
        <FeatureGrid cards={SERVICES} columns={3} />
      </div>
    </section>
  );
}

/** Section 4, 'These are why you should use' Verdant Invest. */
export function WhyUseSection() {
  return (
    <section aria-labelledby="why-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-title"
          eyebrow="Why Verdant Invest"
          title="These are why you should use Verdant Invest"
          intro="Safety, sensible risk, room to grow and rules you can read."
        />
        <FeatureGrid cards={REASONS_TO_USE} columns={4} />
        <RiskNote className="mt-8 text-center" />
      </div>
    </section>
  );
}

/** Section 5, 'How investing works': three steps, each leading to sign-up. */
export function HowItWorksSection() {
  return (
    <section id={SECTION_IDS.howItWorks} aria-labelledby="how-title" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="How investing works"
          intro="Three steps from sign-up to your first investment."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text, cta }, index) => (
            <li
              key={title}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-surface p-6"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{text}</p>
              <Link
                to={paths.signup}
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

interface AccordionSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly AccordionItem[];
  tone: 'white' | 'surface';
  footer?: ReactNode;
}

function AccordionSection({ id, eyebrow, title, intro, items, tone, footer }: AccordionSectionProps) {
  return (
    <section aria-labelledby={id} className={`py-20 ${tone === 'white' ? 'bg-white' : 'bg-surface'}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} align="left" />
          {footer}
        </div>
        <Accordion items={items} />
      </div>
    </section>
  );
}

/** Section 6: reasons to choose Verdant Invest. */
export function ReasonsSection() {
  return (
    <AccordionSection
      id="reasons-title"
      eyebrow="Our promise"
      title="Why people choose Verdant Invest"
      intro="What we do differently, in a few words."
      items={REASON_ITEMS}
      tone="surface"
    />
  );
}

/** Section 7: frequently asked questions. */
export function FaqSection() {
  return (
    <AccordionSection
      id="faq-title"
      eyebrow="FAQs"
      title="Frequently asked questions"
      intro="Quick answers about signing up, accounts, fees and referrals."
      items={FAQ_ITEMS}
      tone="white"
      footer={
        <Link
          to={paths.faqs}
          className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          All FAQs
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    />
  );
}
