import {
  lockedMessage,
  type ForgotPasswordRequest,
  type MessageAnswer,
  type ResetPasswordRequest,
  type SignupRequestCreate,
  type SignupRequestCreated,
  type VerifyCredentialsAnswer,
  type VerifyCredentialsRequest,
  type VerifyOtpRequest,
} from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, isNetworkError, NETWORK_ERROR_MESSAGE } from './client';
import { sessionQueryKey, type Session } from './session';

export function useVerifyCredentials() {
  return useMutation({
    mutationFn: (body: VerifyCredentialsRequest) =>
      apiFetch<VerifyCredentialsAnswer>('/api/super-admin/verify-credentials', {
        method: 'POST',
        body,
      }),
  });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyOtpRequest) =>
      apiFetch<Session>('/api/super-admin/verify-otp', { method: 'POST', body }),
    onSuccess: async (session) => {
      // Whatever was cached belonged to nobody or to someone else.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiFetch<MessageAnswer>('/api/forgot-password', { method: 'POST', body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiFetch<MessageAnswer>('/api/admin/reset-password', { method: 'POST', body }),
  });
}

export function useRequestAccess() {
  return useMutation({
    mutationFn: (body: SignupRequestCreate) =>
      apiFetch<SignupRequestCreated>('/api/admin/signup-requests', { method: 'POST', body }),
  });
}

/**
 * The sign-in screens' message for a failed call: the lockout with its wait, the server's own
 * text, or the step's fallback; the network message when no answer came.
 */
export function signInErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (!isApiError(error)) return fallback;
  if (error.status === 423) {
    if (error.message) return error.message;
    return error.retryAfterSeconds !== undefined
      ? lockedMessage(Math.max(1, Math.ceil(error.retryAfterSeconds / 60)))
      : 'Account temporarily locked';
  }
  return error.message || fallback;
}
