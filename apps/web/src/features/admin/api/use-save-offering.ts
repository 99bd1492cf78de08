import { offeringTermsWaitingSchema } from '@app/contract/approvals';
import { offeringResponseSchema } from '@app/contract/investments';
import type { Kiis } from '@app/contract/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { adminApiPaths, adminKeys } from './admin-paths';

/** The offering as the API takes it: dollars and percent text, never cents. */
export interface OfferingBody {
  name: string;
  img: string;
  category: string;
  investmentReturn: string;
  duration: string;
  pricePerUnit: number;
  /** The yearly management charge as percent text ('0.50%'); '' for none. */
  managementFee: string;
  /** The key information sheet's sections; an offering on sale needs every one (investor protection). */
  kiis: Kiis;
}

/**
 * An edit's answer: the offering as edited (200) or, for a change of a held offering's return or
 * term, the approval it waits in for a second admin (202, `kind: 'offering_terms'`).
 */
const editAnswerSchema = z.union([offeringResponseSchema, offeringTermsWaitingSchema]);

/** Create (POST) or, when an edit id is held, update (PUT); the answer carries the toast text. */
export function useSaveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editId, body }: { editId: string | null; body: OfferingBody }) => {
      if (editId) return api.put(adminApiPaths.offering(editId), body, { schema: editAnswerSchema });
      return api.post(adminApiPaths.createOffering, body, { schema: offeringResponseSchema });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.offerings() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.approvals() });
    },
  });
}
