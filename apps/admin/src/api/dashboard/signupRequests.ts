import type {
  SignupAction,
  SignupActionAnswer,
  SignupEditFields,
  SignupRequestList,
  SignupRequestView,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';
import { fetchAllPages } from './pages';

export function useSignupRequests() {
  return useQuery({
    queryKey: dashboardKeys.signupRequests(),
    queryFn: async () => {
      const { first, items } = await fetchAllPages<SignupRequestList>(
        '/api/super-admin/signup-requests',
      );
      return { requests: items as SignupRequestView[], counts: first.counts };
    },
  });
}

export type SignupActionInput =
  | { action: Exclude<SignupAction, 'edit'>; request: SignupRequestView; notes?: string }
  | {
      action: 'edit';
      request: SignupRequestView;
      notes?: string;
      updatedData: Partial<SignupEditFields>;
    };

/** One review action; the dashboard's counts and lists refetch after it, whatever the outcome. */
export function useSignupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupActionInput) => {
      const notes = input.notes?.trim() ? { notes: input.notes.trim() } : {};
      const body =
        input.action === 'edit'
          ? { requestId: input.request.id, updatedData: input.updatedData, ...notes }
          : { requestId: input.request.id, ...notes };
      return apiFetch<SignupActionAnswer>(`/api/super-admin/${input.action}-signup`, {
        method: 'POST',
        body,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
