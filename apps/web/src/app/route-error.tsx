import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The route errorElement: any render or loader error not handled closer to where it happened. */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper
      className={`flex items-center justify-center px-4 ${embedded ? 'py-10' : 'min-h-dvh bg-surface py-16'}`}
    >
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-2xl font-bold text-red-700"
        >
          !
        </div>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-2 text-slate-600">Something went wrong on this page. The details are below.</p>
        <pre className="mt-5 overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 text-left text-sm whitespace-pre-wrap text-red-800">
          {describe(error)}
        </pre>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={paths.home}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Back to home
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Reload page
          </button>
        </div>
      </div>
    </Wrapper>
  );
}
