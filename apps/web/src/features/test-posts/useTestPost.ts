import { MESSAGES, type TestPostKind } from '@launchdeck/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_FAILED, adminApi, adminFailureText, isAccessDenied } from '../admin/index.ts';
import { useSessionController } from '../session/index.ts';

/** The note under the buttons: what the last press did. */
export type TestPostNote = { tone: 'success' | 'error'; text: string };

/** How long a note stays (like the other short notices of the main view, FC §9). */
export const TEST_POST_NOTE_MS = 3000;

/**
 * Sends test posts as the admin: one request per press, its answer as a short note. A 401 or 403
 * ends the visit as every admin call does (DA §4: logged out with 'Session expired or access
 * denied').
 */
export function useTestPost(session: string) {
  const controller = useSessionController();
  const [pending, setPending] = useState<ReadonlySet<TestPostKind>>(new Set());
  const [note, setNote] = useState<TestPostNote | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: TestPostNote) => {
    clearTimeout(timer.current);
    setNote(next);
    timer.current = setTimeout(() => setNote(null), TEST_POST_NOTE_MS);
  }, []);

  const send = useCallback(
    async (kind: TestPostKind) => {
      setPending((now) => new Set(now).add(kind));
      try {
        const answer = await adminApi.testPost(session, kind);
        show({ tone: 'success', text: answer.message });
      } catch (error) {
        if (isAccessDenied(error)) {
          void controller.logOut(MESSAGES.adminSessionEnded);
          return;
        }
        show({ tone: 'error', text: adminFailureText(error, ADMIN_FAILED.sendTestPost) });
      } finally {
        setPending((now) => {
          const rest = new Set(now);
          rest.delete(kind);
          return rest;
        });
      }
    },
    [session, controller, show],
  );

  return { send, pending, note };
}
