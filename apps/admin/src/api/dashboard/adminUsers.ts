import type {
  AdminAction,
  AdminUser,
  AdminUserActionAnswer,
  AdminUserList,
} from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';
import { fetchAllPages } from './pages';

export function useAdminUsers() {
  return useQuery({
    queryKey: dashboardKeys.adminUsers(),
    queryFn: async () =>
      (await fetchAllPages<AdminUserList>('/api/super-admin/admin-users')).items as AdminUser[],
  });
}

export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: AdminAction; user: AdminUser; reason: string }) =>
      apiFetch<AdminUserActionAnswer>(`/api/super-admin/${input.action}-admin`, {
        method: 'POST',
        body: { email: input.user.email, reason: input.reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
