import { ADMIN_PANEL_PATH } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { parseRoute, screenFor } from './routes.ts';

const at = (pathname: string, search = '') => parseRoute({ pathname, search });
const trader = { isAdmin: false };
const admin = { isAdmin: true };

describe('parseRoute', () => {
  it.each([
    ['/@abc', 'abc'],
    ['/@friend42/', 'friend42'],
    ['/@caf%C3%A9', null],
    ['/@', null],
    ['/@%E0%A4%A', null],
    ['/@frog_king', null],
    ['/@frog/extra', null],
    ['/', null],
  ])('reads the referral code of %s as %s', (pathname, code) => {
    expect(at(pathname).referralCode).toBe(code);
  });

  it.each([
    ['?popout=feed', 'feed'],
    ['?popout=panel', 'panel'],
    ['?popout=chat', null],
    ['?x=1&popout=panel', 'panel'],
    ['', null],
  ])('reads %s as the pop-out %s', (search, popout) => {
    expect(at('/', search).popout).toBe(popout);
  });

  it('recognises the admin path, with or without a trailing slash', () => {
    expect(at(ADMIN_PANEL_PATH).adminPanel).toBe(true);
    expect(at(`${ADMIN_PANEL_PATH}/`).adminPanel).toBe(true);
    expect(at(`${ADMIN_PANEL_PATH}x`).adminPanel).toBe(false);
  });
});

describe('screenFor', () => {
  it('sends a non-admin on the admin path to /', () => {
    expect(screenFor(at('/adminpanel111'), trader)).toEqual({ screen: 'main', replaceWith: '/' });
  });

  it('shows the admin panel to the admin', () => {
    expect(screenFor(at('/adminpanel111'), admin)).toEqual({ screen: 'admin', replaceWith: null });
  });

  it('resets a referral address to / after login', () => {
    expect(screenFor(at('/@abc'), trader)).toEqual({ screen: 'main', replaceWith: '/' });
    expect(screenFor(at('/@not a code'), trader)).toEqual({ screen: 'main', replaceWith: '/' });
  });

  it('shows My Launches in the main window and the feed pop-out, never in the deploy pop-out', () => {
    expect(at('/launches/').launches).toBe(true);
    expect(screenFor(at('/launches'), trader)).toEqual({ screen: 'launches', replaceWith: null });
    expect(screenFor(at('/launches', '?popout=feed'), admin).screen).toBe('launches');
    expect(screenFor(at('/launches', '?popout=panel'), trader).screen).toBe('popout-panel');
  });

  it('shows a pop-out view alone', () => {
    expect(screenFor(at('/', '?popout=feed'), trader).screen).toBe('popout-feed');
    expect(screenFor(at('/', '?popout=panel'), trader).screen).toBe('popout-panel');
  });

  it('leaves / alone', () => {
    expect(screenFor(at('/'), trader)).toEqual({ screen: 'main', replaceWith: null });
  });
});
