/**
 * Server entry of the build-time prerender (bundled by Vite in SSR mode, then run by prerender.ts).
 * Renders a URL with React Router's static handler over the same route table the SPA uses, so the
 * static HTML and the first client render are the same tree and hydrate without a mismatch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '../src/app/routes';
import { PUBLIC_PATHS } from './public-paths';

/** Every public path written to dist/<path>/index.html. */
export const PRERENDER_PATHS = PUBLIC_PATHS;

/** A path that matches no route: rendered once as dist/404.html. */
export const NOT_FOUND_PROBE = '/__prerender-not-found__';

export interface RenderResult {
  /** The markup of #root, with React's hoisted <title>/<meta>/<link> split out into `head`. */
  html: string;
  head: string;
  status: number;
}

const handler = createStaticHandler(routes);
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** React 19 emits hoistable elements (title, meta, link) before the markup; they belong in <head>. */
function splitHoisted(markup: string): { head: string; html: string } {
  let rest = markup;
  let head = '';
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, html: rest };
}

export async function render(pathname: string): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${pathname}: the route answered ${context.status} (redirect?), not a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (a strict CSP forbids inline scripts). The public routes
  // have no loaders, so the browser router starts in the same state without hydration data.
  const app = (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  // Pass 1 waits for every React.lazy part to load; pass 2 then renders it all in place, in one
  // piece: no streamed segments, so the page needs no inline script and shows fully without JS.
  await (await prerender(app)).prelude.pipeTo(new WritableStream());
  const markup = renderToString(app);
  if (markup.includes('<!--$?-->') || markup.includes('<!--$!-->')) {
    throw new Error(`${pathname}: part of the page was still suspended after loading`);
  }
  return { ...splitHoisted(markup), status: context.statusCode };
}
