import { QueryClientProvider, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../session/index.ts';
import { autoLaunchApi } from './api.ts';
import { useAutoLaunch, useAutoLaunchController } from './context.tsx';

/**
 * The Auto-launch category's request state: its own TanStack Query cache, asked afresh each time
 * the category opens (nothing kept once it closes), never retried behind the trader's back.
 */
export function AutoLaunchQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The signed-in session's id; null while there is none. */
export function useSessionId(): string | null {
  return useSession((s) => (s.phase.status === 'active' ? s.phase.user.sessionId : null));
}

export const AUTO_LAUNCH_QUERIES = {
  rules: (sessionId: string | null) => ['auto-launch-rules', sessionId] as const,
};

/**
 * GET /api/auto-launch-rules for this session: the rules with their stats, and the state. Each
 * answer goes to the app's auto-launch store too (the header switch shows from the first rule);
 * a rule's fire (`auto_launch`) reads the list again, for its stats.
 */
export function useAutoLaunchRules() {
  const sessionId = useSessionId();
  const controller = useAutoLaunchController();
  const client = useQueryClient();
  const fires = useAutoLaunch((s) => s.fires);
  const seenFires = useRef(fires);
  useEffect(() => {
    if (fires === seenFires.current) return;
    seenFires.current = fires;
    void client.invalidateQueries({ queryKey: AUTO_LAUNCH_QUERIES.rules(sessionId) });
  }, [fires, client, sessionId]);
  return useQuery({
    queryKey: AUTO_LAUNCH_QUERIES.rules(sessionId),
    queryFn: sessionId
      ? async ({ signal }) => {
          const list = await autoLaunchApi.rules(sessionId, signal);
          controller.accept(list);
          return list;
        }
      : skipToken,
  });
}
