import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** How long the HTTP server waits for a client (Node's defaults are 5 minutes or none). */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this (slow-header attacks). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (slow-body attacks; a 5 MB upload on a slow line fits). */
  requestMs: number;
  /** A socket with no traffic at all is closed after this; above keepAliveMs so a load balancer never reuses a closed socket. */
  idleMs: number;
  /** An idle keep-alive connection is kept this long; above the usual 60 s of load balancers. */
  keepAliveMs: number;
  /** How often Node checks the two deadlines above. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 75_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

/** The Fastify constructor options for these timeouts (the only place Node takes some of them). */
export function timeoutOptions(t: ServerTimeouts = SERVER_TIMEOUTS): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: t.checkEveryMs },
  };
}
