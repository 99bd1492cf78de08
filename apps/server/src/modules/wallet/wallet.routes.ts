import {
  addBankSchema,
  bankAccountsResponseSchema,
  decisionSchema,
  depositRequestSchema,
  idSchema,
  pagedWalletRequestListSchema,
  requestListQuerySchema,
  walletRequestListSchema,
  walletRequestResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelfOrAdmin, authOf } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import { requireStepUp } from '../auth/step-up.service.ts';
import { addBankAccount, removeBankAccount } from './bank-accounts.service.ts';
import { decideRequest } from './wallet-decisions.service.ts';
import { listAllRequests, listRequestsOfUser } from './wallet-lists.service.ts';
import { createDeposit, createWithdrawal } from './wallet-requests.service.ts';

const idParams = z.object({ id: idSchema });
const userIdParams = z.object({ userId: idSchema });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** A replayed idempotent answer says so; the body and status are the first answer's. */
function sendAnswer(reply: FastifyReply, r: { statusCode: number; body: unknown; replayed: boolean }) {
  if (r.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(r.statusCode).send(r.body);
}

/**
 * Bank accounts, deposit and withdrawal requests (docs/api.md). `userId` in a body is ignored (the schemas
 * strip it); a path `:userId` must be the caller's own unless admin.
 */
export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['wallet'];
  const signedIn = { onRequest: app.authenticate };
  // Bank accounts and requests change what /me answers, never a session (modules/auth/auth.plugin.ts).
  const signedInWrite = { onRequest: app.authenticate, config: { sessionsUnchanged: true } };
  const admin = { onRequest: app.requireAdmin };

  r.post(
    '/auth/add-bank',
    {
      ...signedInWrite,
      schema: {
        tags,
        summary: 'Add a bank account',
        body: addBankSchema,
        response: {
          201: bankAccountsResponseSchema,
          ...errorAnswers({ 409: 'The account is already linked.' }),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await addBankAccount(deps, authOf(req).userId, req.body)),
  );
  r.delete(
    '/auth/bank-accounts/:id',
    {
      ...signedInWrite,
      schema: {
        tags,
        summary: 'Remove a bank account',
        params: idParams,
        response: { 200: bankAccountsResponseSchema },
      },
    },
    async (req) => removeBankAccount(deps, authOf(req).userId, req.params.id),
  );

  r.post(
    '/auth/deposit-requests',
    {
      ...signedInWrite,
      schema: {
        tags,
        summary: 'Ask to deposit money',
        headers: idempotencyHeaders,
        body: depositRequestSchema,
        response: { 201: walletRequestResponseSchema },
      },
    },
    async (req, reply) =>
      sendAnswer(
        reply,
        await createDeposit(deps, authOf(req).userId, req.body, readIdempotencyKey(req.headers)),
      ),
  );
  r.post(
    '/auth/withdraw-requests',
    {
      ...signedInWrite,
      schema: {
        tags,
        summary: 'Ask to withdraw money',
        headers: idempotencyHeaders,
        body: withdrawRequestSchema,
        response: {
          201: withdrawResponseSchema,
          ...errorAnswers({
            403: 'Identity not verified yet (NOT_VERIFIED): money leaves only to a verified customer.',
            409: 'The payout account is still on hold (PAYOUT_ACCOUNT_ON_HOLD, with availableAt), or an idempotency mismatch.',
          }),
        },
      },
    },
    async (req, reply) =>
      sendAnswer(
        reply,
        await createWithdrawal(deps, authOf(req).userId, req.body, readIdempotencyKey(req.headers)),
      ),
  );

  for (const [path, kind, plural] of [
    ['/auth/deposit-requests', 'deposit', 'deposit requests'],
    ['/auth/withdraw-requests', 'withdrawal', 'withdrawal requests'],
  ] as const) {
    // Static path (admin list) and `/:userId` (owner or admin) are separate routes: no ambiguity.
    r.get(
      path,
      {
        ...admin,
        schema: {
          tags,
          summary: `All customers' ${plural}, newest first`,
          querystring: requestListQuerySchema,
          response: { 200: pagedWalletRequestListSchema },
        },
      },
      async (req) => listAllRequests(deps, kind, req.query),
    );
    r.get(
      `${path}/:userId`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `One customer's ${plural}`,
          params: userIdParams,
          response: { 200: walletRequestListSchema },
        },
      },
      async (req) => {
        assertSelfOrAdmin(req, req.params.userId);
        return listRequestsOfUser(deps, req.params.userId, kind);
      },
    );
    r.patch(
      `${path}/:id`,
      {
        ...admin,
        preHandler: requireStepUp(deps),
        schema: {
          tags,
          summary: `Approve or reject one of the ${plural}`,
          params: idParams,
          body: decisionSchema,
          response: {
            200: walletRequestResponseSchema,
            202: walletRequestResponseSchema.describe(
              'A deposit past the approval limit: the first approval is recorded and a second admin must approve it.',
            ),
            ...errorAnswers({
              403: 'An admin may not decide their own request, nor give both approvals of a deposit; every decision needs a step-up in the last 10 minutes (STEP_UP_REQUIRED).',
              409: 'The request is no longer pending.',
            }),
          },
        },
      },
      async (req, reply) => {
        const auth = authOf(req);
        const result = await decideRequest(deps, {
          adminId: auth.userId,
          kind,
          id: req.params.id,
          status: req.body.status,
          reason: req.body.reason,
          sessionId: auth.sessionId,
        });
        return reply.code(result.status).send(result.body);
      },
    );
  }
}
