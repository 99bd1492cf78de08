import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ContactForm } from '../contact/contact-form';
import { CONTACT_DETAILS } from '../content/nav';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Questions about your account, investing or our fees? Contact the Verdant Invest support team by email, phone or with our contact form."
      />
      <PageHeader
        eyebrow="Contact us"
        title="We are here to help"
        intro="Questions about your account, investing or our fees? Send us a message and our support team will reply by email."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Contact details
          </h2>
          <ul className="mt-6 space-y-6 text-slate-700">
            <li className="flex gap-4">
              <Mail aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Email</p>
                <a
                  href={`mailto:${CONTACT_DETAILS.email}`}
                  className="text-brand-700 underline underline-offset-4"
                >
                  {CONTACT_DETAILS.email}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Phone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Phone</p>
                <a
                  href={`tel:${CONTACT_DETAILS.phoneHref}`}
                  className="text-brand-700 underline underline-offset-4"
                >
                  {CONTACT_DETAILS.phone}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Opening hours</p>
                <p>{CONTACT_DETAILS.hours}</p>
              </div>
            </li>
            <li className="flex gap-4">
              <MapPin aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">Address</p>
                <address className="not-italic">
                  {CONTACT_DETAILS.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </li>
          </ul>
          <p className="mt-8 rounded-2xl bg-brand-50 p-5 text-sm leading-relaxed text-slate-700">
            Never include your password, two-factor codes or full card numbers in a message. Looking for a
            quick answer? Try our{' '}
            <Link to={paths.faqs} className="font-semibold text-brand-700 underline underline-offset-4">
              FAQs
            </Link>
            .
          </p>
        </section>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
