/** Test helpers of investor protection: direct calls of its API, and moving its clocks. */
import { SUITABILITY_QUESTIONS } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { holdings, suitabilityAssessments } from '../../db/schema.ts';
import type { TestServer } from '../../test/harness.ts';
import { rightAnswers } from '../investments/investments.fixtures.ts';

/** Wrong answers to every question that has a right one: a "not appropriate" result. */
export const wrongAnswers = () =>
  Object.fromEntries(
    SUITABILITY_QUESTIONS.map((q) => [
      q.id,
      q.options.find((o) => o.id !== q.correct)?.id ?? q.options[0]!.id,
    ]),
  );

/** Net worth $60,000 (50,000 + 20,000 − 10,000): capacity for loss $6,000, consent above $3,000. */
export const MODEST = { income: 50_000, liquidAssets: 20_000, commitments: 10_000 };

export const takeTest = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.request('POST', '/auth/suitability', { token, body });

export const passWith = (server: TestServer, token: string, figures = MODEST) =>
  takeTest(server, token, { answers: rightAnswers(), ...figures });

/** Opens the offering's sheet, as the tick needs, then acknowledges it. */
export async function ackKiis(server: TestServer, token: string, offeringId: string) {
  await fetchKiis(server, token, offeringId);
  return server.request('POST', `/auth/investments/${offeringId}/kiis/ack`, { token });
}

export const order = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.request('POST', '/auth/invest', { token, body });

export const cancel = (server: TestServer, token: string, holdingId: string) =>
  server.request('POST', `/auth/holdings/${holdingId}/cancel`, { token });

/** Moves the customer's test (and capacity answers) back in time by `days`. */
export async function ageSuitability(
  server: TestServer,
  userId: string,
  p: { test?: number; capacity?: number },
) {
  await server.app.db
    .update(suitabilityAssessments)
    .set({
      ...(p.test ? { takenAt: sql`now() - make_interval(days => ${p.test})` } : {}),
      ...(p.capacity ? { capacityUpdatedAt: sql`now() - make_interval(days => ${p.capacity})` } : {}),
    })
    .where(eq(suitabilityAssessments.userId, userId));
}

/** Ends a holding's reflection period a minute ago, as if 4 days had passed. */
export async function endReflection(server: TestServer, holdingId: string) {
  await server.app.db
    .update(holdings)
    .set({ reflectionEndsAt: sql`now() - interval '1 minute'` })
    .where(eq(holdings.id, holdingId));
}

/** The PDF bytes of an offering's key information sheet, with the answer's status and type. */
export async function fetchKiis(server: TestServer, token: string, offeringId: string) {
  const res = await fetch(`${server.url}/api/auth/investments/${offeringId}/kiis`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}
