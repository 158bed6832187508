import { describe, expect, it } from 'vitest';
import { fakeBrowserPush } from '../../../test/features/push/fake-browser-push.ts';
import { createOpenPostRequests, withoutPostParam } from './open-post.ts';

describe('the posts notifications ask to open', () => {
  it('starts with the address’s ?post=', () => {
    const requests = createOpenPostRequests({ place: { search: '?post=x%3A1890' } });
    expect(requests.store.getState().request).toEqual({ postId: 'x:1890', n: 1 });
    expect(createOpenPostRequests({ place: { search: '' } }).store.getState().request).toBeNull();
  });

  it('takes the service worker’s open-post messages, a newer one replacing the last', () => {
    const push = fakeBrowserPush();
    const requests = createOpenPostRequests({ place: { search: '' } });
    expect(push.container.startMessages).toHaveBeenCalled();
    push.fromWorker({ type: 'open-post', postId: 'p1' });
    push.fromWorker({ type: 'push-subscription-change' });
    push.fromWorker({ type: 'open-post', postId: 'p2' });
    expect(requests.store.getState().request).toEqual({ postId: 'p2', n: 2 });
    requests.dispose();
    push.fromWorker({ type: 'open-post', postId: 'p3' });
    expect(requests.store.getState().request?.postId).toBe('p2');
  });

  it('ends a handled request and takes post out of the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/?popout=feed&post=p1#top');
    const requests = createOpenPostRequests();
    const request = requests.store.getState().request;
    if (!request) throw new Error('no request from the address');
    requests.done(request);
    expect(requests.store.getState().request).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?popout=feed#top',
    );
    window.history.replaceState(null, '', '/');
  });

  it('keeps a newer request when an older one is handled', () => {
    const requests = createOpenPostRequests({ place: { search: '?post=p1' } });
    const first = requests.store.getState().request;
    requests.request('p2');
    if (first) requests.done(first);
    expect(requests.store.getState().request?.postId).toBe('p2');
  });

  it('reads an address without post as nothing to change', () => {
    expect(withoutPostParam('https://launchdeck.example/?popout=feed')).toBeNull();
    expect(withoutPostParam('https://launchdeck.example/?post=a&x=1')).toBe('/?x=1');
  });
});
