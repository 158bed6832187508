import type { WebhookDeliveriesResponse } from '@launchdeck/protocol';
import { QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../session/index.ts';
import { alertsApi } from './api.ts';

/**
 * The Alerts category's request state: its own TanStack Query cache, asked afresh each time the
 * category opens (nothing kept once it closes), never retried behind the trader's back.
 */
export function AlertsQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The signed-in session's id; null while there is none. */
export function useSessionId(): string | null {
  return useSession((s) => (s.phase.status === 'active' ? s.phase.user.sessionId : null));
}

/** The signed-in trader's username (what this browser's push channel is remembered by). */
export function useUsername(): string | null {
  return useSession((s) => (s.phase.status === 'active' ? s.phase.user.username : null));
}

export const ALERTS_QUERIES = {
  rules: (sessionId: string | null) => ['alert-rules', sessionId] as const,
  channels: (sessionId: string | null) => ['alert-channels', sessionId] as const,
  deliveries: (sessionId: string | null, channelId: string) =>
    ['alert-channel-deliveries', sessionId, channelId] as const,
};

/** While a delivery is being sent, or is due within this long, its list is asked again. */
const POLL_WITHIN_MS = 60_000;
export const DELIVERIES_POLL_MS = 2_000;

/** Is any delivery pending and being sent now or soon (a test, a retry, the first tries)? */
export function sendingSoon(data: WebhookDeliveriesResponse | undefined, now: number): boolean {
  return (data?.deliveries ?? []).some(
    (delivery) =>
      delivery.status === 'pending' &&
      (delivery.nextAttemptAt === undefined ||
        Date.parse(delivery.nextAttemptAt) - now < POLL_WITHIN_MS),
  );
}

/** GET /api/alert-rules for this session. */
export function useAlertRules() {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: ALERTS_QUERIES.rules(sessionId),
    queryFn: sessionId ? ({ signal }) => alertsApi.rules(sessionId, signal) : skipToken,
  });
}

/** GET /api/alert-channels for this session: every channel, of every kind. */
export function useChannels() {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: ALERTS_QUERIES.channels(sessionId),
    queryFn: sessionId ? ({ signal }) => alertsApi.channels(sessionId, signal) : skipToken,
  });
}

/**
 * GET /api/alert-channels/:id/deliveries while `enabled` (the list is open, or a test awaits its
 * outcome), asked again every 2 s while a delivery is being sent or due within a minute.
 */
export function useDeliveries(channelId: string, enabled: boolean) {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: ALERTS_QUERIES.deliveries(sessionId, channelId),
    queryFn:
      sessionId && enabled
        ? ({ signal }) => alertsApi.deliveries(sessionId, channelId, signal)
        : skipToken,
    refetchInterval: (query) =>
      sendingSoon(query.state.data, Date.now()) ? DELIVERIES_POLL_MS : false,
  });
}
