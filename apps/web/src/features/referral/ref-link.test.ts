import { REFERRAL_MESSAGES } from '@launchdeck/protocol';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { KEYS, write } from '../../lib/storage.ts';
import { createSessionController } from '../session/index.ts';
import { applyRefLinkOnLogin } from './ref-link.ts';

function loggedOutSession() {
  return createSessionController({
    createSocket: fakeSocketFactory().create,
    endSession: async () => ({ success: true }),
  });
}

const logIn = (session: ReturnType<typeof loggedOutSession>, sessionId = 'sess-bob') =>
  session.logIn({ sessionId, username: 'bob', isAdmin: false });

describe('applyRefLinkOnLogin', () => {
  it("sets the kept /@code as the ref at login, says 'Ref set to: frog' and forgets it", async () => {
    write(KEYS.referralCode, 'frog');
    const fetch = stubFetch(() => jsonResponse({ success: true, ref: 'frog' }));
    const showToast = vi.fn();
    const session = loggedOutSession();
    applyRefLinkOnLogin(session, showToast);
    expect(fetch).not.toHaveBeenCalled();

    logIn(session);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Ref set to: frog'));
    const { url, body, init } = sent(fetch);
    expect(url).toBe('/api/user/ref');
    expect(body).toEqual({ ref: 'frog' });
    expect(new Headers(init?.headers).get('x-session-id')).toBe('sess-bob');
    expect(localStorage.getItem('referralCode')).toBeNull();
  });

  it("shows the server's refusal (own code) and forgets the code", async () => {
    write(KEYS.referralCode, 'mine');
    stubFetch(() => jsonResponse({ success: false, error: REFERRAL_MESSAGES.ownCode }, 400));
    const showToast = vi.fn();
    const session = loggedOutSession();
    applyRefLinkOnLogin(session, showToast);
    logIn(session);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'You cannot use your own ref code'),
    );
    expect(localStorage.getItem('referralCode')).toBeNull();
  });

  it('keeps the code for the next login when the server cannot be reached, and only logs', async () => {
    write(KEYS.referralCode, 'frog');
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const showToast = vi.fn();
    const session = loggedOutSession();
    applyRefLinkOnLogin(session, showToast);
    logIn(session);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(showToast).not.toHaveBeenCalled();
    expect(localStorage.getItem('referralCode')).toBe('frog');

    fetch.mockImplementation(async () => jsonResponse({ success: true, ref: 'frog' }));
    await session.logOut();
    logIn(session, 'sess-bob-2');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Ref set to: frog'));
  });

  it('asks nothing when no code was kept', async () => {
    const fetch = stubFetch(() => jsonResponse({ success: true, ref: '' }));
    const session = loggedOutSession();
    logIn(session);
    const showToast = vi.fn();
    applyRefLinkOnLogin(session, showToast);
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
