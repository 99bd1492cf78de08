import { SUPPORT_MESSAGE_MAX } from '@app/contract';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';

/** The support inbox and the notification centre: another customer's thread, and what a message may carry. */
export const inboxCases: AttackCase[] = [
  {
    owasp: 'API1 object-level authorization',
    name: "inbox: another customer's thread is a 404 to read and to write; her thread and notifications stay hers",
    async run(ctx, probe) {
      const { http, alice, mallory, fixtures } = ctx;
      const id = fixtures.aliceThreadId;
      const read = await http.get(`/api/auth/support/threads/${id}`, as(mallory));
      probe.status(read, 404, 'GET her thread as another customer');
      probe.absent(read, 'Alice writes to support.', 'her message leaks');
      const write = await http.post(
        `/api/auth/support/threads/${id}/messages`,
        { message: 'Injected by Mallory' },
        as(mallory),
      );
      probe.status(write, 404, 'POST into her thread as another customer');
      const list = await http.get('/api/auth/support/threads', as(mallory));
      probe.status(list, 200, 'his own list');
      probe.check(
        !list.body?.data?.some((t: { _id: string }) => t._id === id),
        'her thread appears in his list',
      );
      const own = await http.get(`/api/auth/support/threads/${id}`, as(alice));
      probe.status(own, 200, 'the owner reads her thread');
      probe.check(
        !own.body?.data?.messages?.some((m: { text: string }) => m.text.includes('Mallory')),
        'his message reached her thread',
      );
      // Her notifications: his "mark read" of her ids changes nothing, and his list never shows them.
      const hers = await http.get('/api/auth/notifications', as(alice));
      probe.status(hers, 200, 'her notifications');
      const ids = (hers.body?.data ?? []).map((n: { _id: string }) => n._id).slice(0, 20);
      probe.check(ids.length > 0, 'she has no notifications to attack');
      const marked = await http.post('/api/auth/notifications/read', { ids }, as(mallory));
      probe.status(marked, 200, 'marking her ids read as him');
      const after = await http.get('/api/auth/notifications', as(alice));
      probe.check(after.body?.unread === hers.body?.unread, 'his call changed her unread count');
      const his = await http.get('/api/auth/notifications?limit=50', as(mallory));
      probe.check(
        !(his.body?.data ?? []).some((n: { _id: string }) => ids.includes(n._id)),
        'her notifications appear in his list',
      );
    },
  },
  {
    owasp: 'Injection',
    name: 'inbox: oversized and hidden-character messages and subjects are refused (400) and nothing is written',
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      const before = await http.get('/api/auth/support/threads', as(mallory));
      const bad: [string, Record<string, unknown>][] = [
        [
          'oversized message',
          { subject: 'Big', category: 'other', message: 'A'.repeat(SUPPORT_MESSAGE_MAX + 1) },
        ],
        ['a megabyte message', { subject: 'Huge', category: 'other', message: 'B'.repeat(1_000_000) }],
        [
          'bidi override in the message',
          { subject: 'Pay', category: 'money', message: 'pay to \u202Egro.knab' },
        ],
        ['NUL in the message', { subject: 'Nul', category: 'other', message: 'a\u0000b' }],
        [
          'terminal escape in the message',
          { subject: 'Esc', category: 'other', message: '\u001b[2Jcleared' },
        ],
        ['line break in the subject', { subject: 'Two\nlines', category: 'other', message: 'x' }],
        ['isolate in the subject', { subject: 'a\u2066b', category: 'other', message: 'x' }],
        ['a category that does not exist', { subject: 'x', category: 'admin', message: 'x' }],
        ['an object as the message', { subject: 'x', category: 'other', message: { $gt: '' } }],
      ];
      for (const [what, body] of bad) {
        const res = await http.post('/api/auth/support/threads', body, as(mallory));
        probe.status(res, [400, 413], what);
      }
      const after = await http.get('/api/auth/support/threads', as(mallory));
      probe.check(
        after.body?.data?.length === before.body?.data?.length,
        `a refused thread was written (${before.body?.data?.length} -> ${after.body?.data?.length})`,
      );
      // The same rule on a reply in his own thread.
      const own = await http.post(
        '/api/auth/support/threads',
        { subject: 'Mine', category: 'question', message: 'A fair question.' },
        as(mallory),
      );
      probe.status(own, 201, 'his own thread (positive control)');
      const id = own.body?.data?._id;
      for (const message of ['C'.repeat(SUPPORT_MESSAGE_MAX + 1), 'x\u202Ey', 'x\u0007y']) {
        const res = await http.post(`/api/auth/support/threads/${id}/messages`, { message }, as(mallory));
        probe.status(res, [400, 413], `reply with ${JSON.stringify(message.slice(0, 12))}`);
      }
      const thread = await http.get(`/api/auth/support/threads/${id}`, as(mallory));
      probe.check(thread.body?.data?.messages?.length === 1, 'a refused reply was written');
    },
  },
];
