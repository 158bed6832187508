import { QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../session/index.ts';
import { accountApi } from './api.ts';

/**
 * The Account section's request state: its own TanStack Query cache, asked afresh each time the
 * section opens (nothing kept once it closes), never retried behind the trader's back.
 */
export function AccountQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The signed-in session's id; null while there is none. */
export function useSessionId(): string | null {
  return useSession((s) => (s.phase.status === 'active' ? s.phase.user.sessionId : null));
}

export const ACCOUNT_QUERIES = {
  twoFactor: (sessionId: string | null) => ['account-2fa', sessionId] as const,
  sessions: (sessionId: string | null) => ['account-sessions', sessionId] as const,
};

/** GET /api/account/2fa for this session. */
export function useTwoFactorStatus() {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: ACCOUNT_QUERIES.twoFactor(sessionId),
    queryFn: sessionId ? ({ signal }) => accountApi.twoFactor(sessionId, signal) : skipToken,
  });
}

/** GET /api/account/sessions for this session. */
export function useAccountSessions() {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: ACCOUNT_QUERIES.sessions(sessionId),
    queryFn: sessionId ? ({ signal }) => accountApi.sessions(sessionId, signal) : skipToken,
  });
}
