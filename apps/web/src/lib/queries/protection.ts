import {
  type Suitability,
  type SuitabilityRequest,
  suitabilityQuestionsSchema,
  suitabilityResponseSchema,
} from '@app/contract/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../api';
import { downloadFile } from '../download';
import { refreshMoneyViews } from './money-views';

/** Investor protection's endpoints (ADR 033), relative to the API base URL. */
export const protectionApiPaths = {
  suitability: '/auth/suitability',
  questions: '/auth/suitability/questions',
  kiis: (offeringId: string) => `/auth/investments/${encodeURIComponent(offeringId)}/kiis`,
  kiisAck: (offeringId: string) => `/auth/investments/${encodeURIComponent(offeringId)}/kiis/ack`,
  cancel: (holdingId: string) => `/auth/holdings/${encodeURIComponent(holdingId)}/cancel`,
} as const;

export const protectionQueryKeys = {
  suitability: ['protection', 'suitability'] as const,
  questions: ['protection', 'questions'] as const,
};

/**
 * The customer's test and capacity for loss; null when the platform runs without investor
 * protection (the routes answer 404), so the invest panel asks nothing.
 */
export function useSuitability() {
  return useQuery({
    queryKey: protectionQueryKeys.suitability,
    queryFn: async ({ signal }): Promise<Suitability | null> => {
      try {
        return (await api.get(protectionApiPaths.suitability, { schema: suitabilityResponseSchema, signal }))
          .data;
      } catch (e) {
        if (isApiError(e) && e.status === 404) return null;
        throw e;
      }
    },
  });
}

export const useSuitabilityQuestions = (enabled: boolean) =>
  useQuery({
    queryKey: protectionQueryKeys.questions,
    queryFn: ({ signal }) =>
      api.get(protectionApiPaths.questions, { schema: suitabilityQuestionsSchema, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSubmitSuitability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuitabilityRequest) =>
      api.post(protectionApiPaths.suitability, body, { schema: suitabilityResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(protectionQueryKeys.suitability, answer.data),
  });
}

/** Downloads the offering's key information sheet (the bearer token rides along). */
export const openKiis = (offeringId: string) =>
  downloadFile(protectionApiPaths.kiis(offeringId), 'key-information-sheet.pdf');

export const acknowledgeKiis = (offeringId: string) => api.post(protectionApiPaths.kiisAck(offeringId));

/** Cancels a purchase in its reflection period, then refreshes every view of the customer's money. */
export function useCancelHolding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdingId: string) =>
      api.post<{ message: string; balance: number }>(protectionApiPaths.cancel(holdingId)),
    onSettled: () => refreshMoneyViews(queryClient),
  });
}
