import type { TOrgRequest } from '@putt/contract/org-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Answers true when the id is taken (by an organisation or a pending request). */
export const useCheckOrgId = () =>
  useMutation({ mutationFn: async (id: string) => (await api.call('checkOrgId', { id })).data });

export const useCreateOrganisationRequest = () =>
  useMutation({ mutationFn: (request: TOrgRequest) => api.call('createOrganizationRequest', request) });
