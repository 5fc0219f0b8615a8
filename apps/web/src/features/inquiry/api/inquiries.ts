import type { TInquiry, TOrgInquiry } from '@putt/contract/inquiries';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const useAddMyreg = () =>
  useMutation({ mutationFn: (inquiry: TInquiry) => api.call('addMyreg', inquiry) });

export const useAddOrgMyreg = () =>
  useMutation({ mutationFn: (inquiry: TOrgInquiry) => api.call('addOrgMyreg', inquiry) });
