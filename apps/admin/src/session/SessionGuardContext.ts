import { createContext, useContext } from 'react';

/** Lets a deliberate sign-out tell the guard that the coming "no session" is not an expiry. */
export const SessionGuardContext = createContext<{
  expectSignOut: () => void;
  cancelSignOut: () => void;
} | null>(null);

export function useSessionGuard() {
  return useContext(SessionGuardContext);
}
