import { type InvestResponse, investResponseSchema } from '@app/contract/investments-responses';
import { IDEMPOTENCY_HEADER } from '@app/contract/wallet-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { investmentsApiPaths, investmentsQueryKeys } from '../../../lib/queries/investments-paths';

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

/** Buys, then refreshes balance, offerings (investor counts) and holdings: no page reload. */
export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: investmentsQueryKeys.all }),
      ]),
  });
}
