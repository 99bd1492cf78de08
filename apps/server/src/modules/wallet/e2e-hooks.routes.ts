import { idSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankAccounts } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * The browser journeys' clock for payout accounts (registered only with E2E_HOOKS, refused in
 * production): a journey cannot wait PAYOUT_ACCOUNT_HOLD_HOURS out, so an admin asks the server to
 * end one account's hold (ADR 046), as the API tests do in the database.
 */
export async function walletE2eHooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/test-hooks/bank-accounts/:bankAccountId/end-hold',
    {
      onRequest: app.requireAdmin,
      schema: { hide: true, params: z.object({ bankAccountId: idSchema }) },
    },
    async (req) => {
      const ended = await app.deps.db
        .update(bankAccounts)
        .set({ payoutAvailableAt: sql`now() - interval '1 minute'` })
        .where(eq(bankAccounts.id, req.params.bankAccountId))
        .returning({ id: bankAccounts.id });
      if (ended.length === 0) throw notFound();
      return { message: 'Hold ended.' };
    },
  );
}
