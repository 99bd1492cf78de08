/**
 * The product's endpoints under load, each as real clients call it (the web app's headers and bodies):
 * what autocannon sends, for Product.measure().
 */
import type { LoadOptions } from './load.ts';
import { BENCH_PASSWORD, type Product } from './product.ts';

// Accept-Encoding as every browser sends it (the web app's fetches carry it without asking).
const json = {
  'content-type': 'application/json',
  'user-agent': 'verdant-bench',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** Round-robin over a list: each request takes the next one. */
function cycle<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

let keySeq = 0;
const idempotencyKey = () => `bench-${process.pid}-${Date.now().toString(36)}-${++keySeq}`;

/** The signed-in user, as every page load of the web app asks (100 users in turn). */
export function me(p: Product, connections: number, seconds: number): LoadOptions {
  const token = cycle(p.tokens);
  return {
    url: `${p.url}/api/auth/me`,
    connections,
    seconds,
    setupRequest: (req) => ({ ...req, headers: { ...json, authorization: `Bearer ${token()}` } }),
  };
}

/** Explore's list: public, what every visitor of /investments asks for. */
export function offerings(p: Product, connections: number, seconds: number): LoadOptions {
  return { url: `${p.url}/api/auth/investments`, connections, seconds, headers: json };
}

/** A deposit request from the wallet screen, with a fresh Idempotency-Key as the web app sends. */
export function deposit(p: Product, connections: number, seconds: number): LoadOptions {
  const token = cycle(p.tokens);
  const body = JSON.stringify({ amount: 500, method: 'Bank Transfer' });
  return {
    url: `${p.url}/api/auth/deposit-requests`,
    connections,
    seconds,
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      method: 'POST',
      body,
      headers: { ...json, authorization: `Bearer ${token()}`, 'idempotency-key': idempotencyKey() },
    }),
  };
}

/** One unit of an offering (10 offerings, 100 users, in turn), with an Idempotency-Key. */
export function invest(p: Product, connections: number, seconds: number): LoadOptions {
  const token = cycle(p.tokens);
  const offering = cycle(p.offeringIds);
  return {
    url: `${p.url}/api/auth/invest`,
    connections,
    seconds,
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      method: 'POST',
      body: JSON.stringify({ investmentId: offering(), unitsPurchased: 1 }),
      headers: { ...json, authorization: `Bearer ${token()}`, 'idempotency-key': idempotencyKey() },
    }),
  };
}

/**
 * Purchases with `connections` requests always in flight, each with its own Idempotency-Key: by one
 * customer (`customers` 1: a double click or a script) or by that many customers in turn.
 */
export function purchasesAtOnce(customers: number) {
  return (p: Product, connections: number, seconds: number): LoadOptions => {
    const token = cycle(p.tokens.slice(0, customers));
    const offering = cycle(p.offeringIds);
    return {
      url: `${p.url}/api/auth/invest`,
      connections,
      seconds,
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        method: 'POST',
        body: JSON.stringify({ investmentId: offering(), unitsPurchased: 1 }),
        headers: { ...json, authorization: `Bearer ${token()}`, 'idempotency-key': idempotencyKey() },
      }),
    };
  };
}

/** A login storm: successful sign-ins (argon2id verify, session row, JWT, sign-in alert mail). */
export function login(p: Product, connections: number, seconds: number): LoadOptions {
  const email = cycle(p.emails);
  return {
    url: `${p.url}/api/auth/login`,
    connections,
    seconds,
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: email(), password: BENCH_PASSWORD }),
    }),
  };
}
