import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { PageMeta } from '../components/page-meta';

/** Unknown paths: a 404 inside the public layout, with a way back. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
      />
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        Page not found
      </h1>
      <p className="mt-5 text-lg text-slate-600">
        Sorry, we could not find that page. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Back to home
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline', 'lg')}>
          Contact support
        </Link>
      </div>
    </div>
  );
}
