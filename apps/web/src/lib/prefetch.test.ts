import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetched, prefetchGet, takePrefetched } from './prefetch';

describe('prefetched GETs', () => {
  const fetchStub = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchStub);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchStub.mockClear();
  });

  it('hands the answer to the first reader with the same token, once', async () => {
    prefetchGet('/api/auth/me', 'token-a');
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/me', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-a' },
    });
    expect(takePrefetched('/api/auth/me', 'token-a')).toBeInstanceOf(Promise);
    expect(takePrefetched('/api/auth/me', 'token-a')).toBeUndefined();
  });

  it('never hands one session’s answer to another token', () => {
    prefetchGet('/api/auth/me', 'token-a');
    expect(takePrefetched('/api/auth/me', 'token-b')).toBeUndefined();
    expect(takePrefetched('/api/auth/me', 'token-a')).toBeUndefined();
  });

  it('forgets an answer older than a few seconds', () => {
    prefetchGet('/api/auth/user-investments/u1', 'token-a');
    vi.advanceTimersByTime(6_000);
    expect(takePrefetched('/api/auth/user-investments/u1', 'token-a')).toBeUndefined();
  });

  it('forgets everything once the page writes something (a read after a purchase sees the purchase)', () => {
    prefetchGet('/api/auth/user-investments/u1', 'token-a');
    dropPrefetched();
    expect(takePrefetched('/api/auth/user-investments/u1', 'token-a')).toBeUndefined();
  });

  it('asks once when the same GET is started twice for the same token (early start, then the route guard)', () => {
    prefetchGet('/api/auth/me', 'token-a');
    prefetchGet('/api/auth/me', 'token-a');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    prefetchGet('/api/auth/me', 'token-b');
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(takePrefetched('/api/auth/me', 'token-b')).toBeInstanceOf(Promise);
  });

  it('asks again once the earlier answer was taken (the next visit of the page)', () => {
    prefetchGet('/api/auth/me', 'token-a');
    takePrefetched('/api/auth/me', 'token-a');
    prefetchGet('/api/auth/me', 'token-a');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
