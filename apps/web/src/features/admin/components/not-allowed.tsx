import { ADMIN_MSG } from '@app/contract/admin';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Shown to anyone who is not an admin: the server refuses every admin call anyway (403). */
export function NotAllowed() {
  return (
    <section
      aria-labelledby="not-allowed-title"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50">
        <ShieldAlert aria-hidden="true" className="size-7 text-red-700" />
      </span>
      <h1 id="not-allowed-title" className="mt-5 text-xl font-bold text-slate-900">
        {ADMIN_MSG.notAllowedTitle}
      </h1>
      <p className="mt-2 text-slate-600">{ADMIN_MSG.notAllowed}</p>
      <Link to={paths.dashboard} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to Dashboard
      </Link>
    </section>
  );
}
