import {
  ADMIN_API,
  type LoginResponseBody,
  MESSAGES,
  TEST_POST_KINDS,
  TEST_POST_LABELS,
} from '@launchdeck/protocol';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { makeTrackerSettings } from '../../../test/features/settings/support.tsx';
import { createSessionController, SessionProvider } from '../session/index.ts';
import { TrackerSettingsProvider } from '../settings/index.ts';
import { TEST_POSTS_TEXT, TestPostPanel } from './TestPostPanel.tsx';

const ADMIN: LoginResponseBody = { sessionId: 'admin-sess', username: 'boss', isAdmin: true };

afterEach(() => vi.unstubAllGlobals());

function renderPanel(login: LoginResponseBody = ADMIN) {
  const session = createSessionController({
    createSocket: fakeSocketFactory().create,
    endSession: async () => ({ success: true }),
  });
  session.logIn(login);
  render(
    <TrackerSettingsProvider controller={makeTrackerSettings()}>
      <SessionProvider controller={session}>
        <TestPostPanel />
      </SessionProvider>
    </TrackerSettingsProvider>,
  );
  return { session, user: userEvent.setup() };
}

const panel = () => screen.queryByText(TEST_POSTS_TEXT.title);
const button = (kind: (typeof TEST_POST_KINDS)[number]) =>
  screen.getByRole('button', { name: TEST_POST_LABELS[kind] });

describe('TestPostPanel', () => {
  it('shows the five buttons, in the FC §2 order, to the admin whose login this browser stored', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByText(TEST_POSTS_TEXT.title));
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(TEST_POST_KINDS.map((kind) => TEST_POST_LABELS[kind]));
  });

  it('is not there for a plain user', () => {
    renderPanel({ sessionId: 'plain', username: 'alice', isAdmin: false });
    expect(panel()).toBeNull();
  });

  it("is not there when the stored username is not the admin's", () => {
    renderPanel();
    expect(panel()).not.toBeNull();
    // Another window of this browser logged in as someone else.
    act(() => {
      localStorage.setItem('loggedInUser', 'alice');
      window.dispatchEvent(new StorageEvent('storage', { key: 'loggedInUser' }));
    });
    expect(panel()).toBeNull();
  });

  it.each(TEST_POST_KINDS)(
    '%s: a press sends that kind as the admin and says it was sent',
    async (kind) => {
      const fetch = stubFetch(() => jsonResponse({ message: MESSAGES.testPostSent, id: 'x:1' }));
      const { user } = renderPanel();
      await user.click(screen.getByText(TEST_POSTS_TEXT.title));
      await user.click(button(kind));
      expect(await screen.findByText(MESSAGES.testPostSent)).toBeTruthy();
      const call = sent(fetch);
      expect(call.url).toBe(ADMIN_API.testPost);
      expect(call.init?.method).toBe('POST');
      expect(call.body).toEqual({ kind });
      expect(new Headers(call.init?.headers).get('x-session-id')).toBe(ADMIN.sessionId);
    },
  );

  it("shows the server's refusal, else the fallback", async () => {
    stubFetch(() => jsonResponse({ error: 'Ingest is busy' }, 503));
    const { user } = renderPanel();
    await user.click(screen.getByText(TEST_POSTS_TEXT.title));
    await user.click(button('quote'));
    expect((await screen.findByRole('status')).textContent).toBe('Ingest is busy');

    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await user.click(button('quote'));
    expect(await screen.findByText(/^Failed to send test post/)).toBeTruthy();
  });

  it.each([401, 403])(
    'logs the admin out with the session-ended notice on a %i',
    async (status) => {
      stubFetch(() => jsonResponse({ error: 'Admin access required' }, status));
      const { session, user } = renderPanel();
      await user.click(screen.getByText(TEST_POSTS_TEXT.title));
      await user.click(button('tweet'));
      await vi.waitFor(() =>
        expect(session.store.getState().phase).toEqual({
          status: 'logged_out',
          notice: MESSAGES.adminSessionEnded,
        }),
      );
    },
  );
});
