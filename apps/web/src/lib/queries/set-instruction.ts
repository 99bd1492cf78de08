import type { MaturityInstruction } from '@app/contract/holding-life';
import { holdingSchema } from '@app/contract/investments-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';
import { investmentsApiPaths, investmentsQueryKeys } from './investments-paths';

const answerSchema = z.object({ message: z.string(), data: holdingSchema });

/** PUT /auth/holdings/:holdingId/instruction, then the holdings list again. */
export function useSetInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { holdingId: string; instruction: MaturityInstruction }) =>
      api.put(
        investmentsApiPaths.instruction(v.holdingId),
        { instruction: v.instruction },
        { schema: answerSchema },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: investmentsQueryKeys.all }),
  });
}
