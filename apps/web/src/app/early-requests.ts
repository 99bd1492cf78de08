import { startPageRequests } from './page-requests';

/**
 * Imported first by main.tsx, so it runs before React, the router and the route table are evaluated:
 * a signed-in page's first GETs leave earlier than the route guard could start them, and are usually
 * answered by the time the page first renders.
 * The guard's own call then finds them started and asks nothing twice (lib/prefetch.ts).
 */
if (typeof window !== 'undefined') startPageRequests(window.location.pathname);
