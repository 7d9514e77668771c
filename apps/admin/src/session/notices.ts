/** Router state a sign-in screen reads to say why the user is there. */
export type SignInNotice = { notice?: string; email?: string };

export const SessionNotices = {
  expired: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',
} as const;

export function readSignInNotice(state: unknown): SignInNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}
