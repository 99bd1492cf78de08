import { type InvestResponse, investResponseSchema } from '@app/contract/investments-responses';
import { IDEMPOTENCY_HEADER } from '@app/contract/wallet-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investmentsApiPaths } from '../../../lib/queries/investments-paths';
import { refreshMoneyViews } from '../../../lib/queries/money-views';

export interface InvestVariables {
  investmentId: string;
  unitsPurchased: number;
  /** The price (dollars) the customer saw: the server refuses the purchase if it has changed. */
  pricePerUnit: number;
  /** The customer ticked the large-order warning (investor protection). */
  consent?: boolean;
  /** One key per opened Invest Now panel: a double click or a retry never buys twice. */
  idempotencyKey: string;
}

export const invest = ({ idempotencyKey, ...body }: InvestVariables): Promise<InvestResponse> =>
  api.post(investmentsApiPaths.invest, body, {
    schema: investResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** Buys, then refreshes every view of the customer's money (and the investor counts): no page reload. */
export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invest,
    onSettled: () => refreshMoneyViews(queryClient),
  });
}
