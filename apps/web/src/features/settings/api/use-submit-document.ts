import { messageSchema } from '@app/contract/errors';
import type { IdCardType } from '@app/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user';
import { settingsApiPaths } from './settings-paths';

export interface SubmitDocumentInput {
  idCardType: IdCardType;
  idCardNumber: string;
  idCardFile: File;
}

export function submitDocument(input: SubmitDocumentInput) {
  const form = new FormData();
  form.append('idCardType', input.idCardType);
  form.append('idCardNumber', input.idCardNumber);
  form.append('idCardFile', input.idCardFile, input.idCardFile.name);
  return api.upload(settingsApiPaths.submitDocument, form, { schema: messageSchema });
}

/** Uploads the document; the refreshed user then shows 'Documents are under review'. */
export function useSubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
