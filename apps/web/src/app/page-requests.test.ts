import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { dropPrefetched } from '../lib/prefetch';
import { SIGNED_IN_PATHS, startPageRequests } from './page-requests';
import { routes } from './routes';

function memoryStorage(items: Record<string, string>): Storage {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

/** The paths of the route table's signed-in group. */
function signedInRoutePaths(): string[] {
  const found: string[] = [];
  const walk = (list: typeof routes, inside: boolean) => {
    for (const r of list) {
      const here = inside || r.id === 'signed-in';
      if (here && r.path) found.push(r.path);
      if (r.children) walk(r.children, here);
    }
  };
  walk(routes, false);
  return found;
}

describe('a signed-in page’s first GETs', () => {
  const fetchStub = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('window', { localStorage: memoryStorage({ authToken: 'tok', userID: 'u1' }) });
  });
  afterEach(() => {
    dropPrefetched();
    vi.unstubAllGlobals();
    fetchStub.mockClear();
  });
  const asked = () => fetchStub.mock.calls.map((c) => (c as unknown[])[0]);

  it('are the screens of the route table’s signed-in group, no more, no fewer', () => {
    expect([...SIGNED_IN_PATHS].sort()).toEqual(signedInRoutePaths().sort());
  });

  it('on /dashboard: the user, the live offerings (return banner), the holdings and the portfolio', () => {
    startPageRequests(paths.dashboard);
    expect(asked()).toEqual([
      '/api/auth/me',
      '/api/auth/investments',
      '/api/auth/user-investments/u1',
      '/api/auth/portfolio?range=3m',
    ]);
  });

  it('on /investments: the user, the live offerings and the holdings', () => {
    startPageRequests(paths.investments);
    expect(asked()).toEqual(['/api/auth/me', '/api/auth/investments', '/api/auth/user-investments/u1']);
  });

  it('on /transactions: the user, the first page of movements, the statements and the requests', () => {
    startPageRequests(`${paths.transactions}/`);
    expect(asked()).toEqual([
      '/api/auth/me',
      '/api/auth/transactions',
      '/api/auth/statements',
      '/api/auth/deposit-requests/u1',
      '/api/auth/withdraw-requests/u1',
    ]);
  });

  it('on a customer’s page in the admin console: the user', () => {
    startPageRequests(paths.adminCustomer('c-42'));
    expect(asked()).toEqual(['/api/auth/me']);
  });

  it('on a public page: nothing, and the stored session is not even read', () => {
    const getItem = vi.fn(() => 'tok');
    vi.stubGlobal('window', { localStorage: { getItem } });
    startPageRequests(paths.about);
    startPageRequests(paths.signup);
    expect(asked()).toEqual([]);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('without a stored session: nothing', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({}) });
    startPageRequests(paths.dashboard);
    expect(asked()).toEqual([]);
  });
});
