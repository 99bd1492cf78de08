import { ERROR_CODES } from '@app/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders a component the way the app does (with a query client), without retries to wait for. */
export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stands in for the network (the browser's fetch, not our code): every request is recorded and
 * answered by `answer`, with the contract's JSON shapes, so the real API client parses it.
 */
export function fakeNetwork(answer: (req: SeenRequest) => { status: number; body: unknown }) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const req: SeenRequest = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname.replace(/^\/api/, ''),
      headers: Object.fromEntries(
        Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    seen.push(req);
    const { status, body } = answer(req);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

/** The server's answer to a form whose one field it refused: 400 VALIDATION naming the field. */
export function refusedField(field: string, message: string) {
  return { status: 400, body: { message, code: ERROR_CODES.VALIDATION, errors: { [field]: message } } };
}
