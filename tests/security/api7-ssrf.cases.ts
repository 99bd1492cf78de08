import http from 'node:http';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';

/** A loopback HTTP server that only counts who calls it: any hit means the server fetched a URL. */
async function startCanary() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { hits, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const offering = (img: string) => ({
  name: 'SSRF probe',
  img,
  category: 'Banking',
  investmentReturn: '5%',
  duration: '6 months',
  pricePerUnit: 10,
});

/** API7:2023 Server Side Request Forgery, and reset-link poisoning through request headers. */
export const ssrfCases: AttackCase[] = [
  {
    owasp: 'API7 SSRF',
    name: 'offering image URLs (loopback, cloud metadata, database port) are stored, never fetched; other schemes refused',
    async run(ctx, probe) {
      const { http, admin, mallory } = ctx;
      const canary = await startCanary();
      try {
        const stored = [
          `http://127.0.0.1:${canary.port}/latest/meta-data/iam`,
          `http://localhost:${canary.port}/x.png`,
          `http://[::ffff:127.0.0.1]:${canary.port}/x.png`,
          'http://169.254.169.254/latest/meta-data/',
          'http://127.0.0.1:5432/',
          'http://127.0.0.1:6379/',
        ];
        const ids: string[] = [];
        for (const img of stored) {
          const res = await http.post('/api/auth/investments', offering(img), as(admin));
          probe.status(res, [201, 400], `create offering with img ${img}`);
          if (res.status === 201) {
            ids.push(res.body.data._id);
            probe.check(res.body.data.img === img, `img stored as ${res.body.data.img}`);
            const edit = await http.put(
              `/api/auth/investments/${res.body.data._id}`,
              { img: `${img}?edit` },
              as(admin),
            );
            probe.status(edit, [200, 400], `edit offering img ${img}`);
          }
        }
        for (const img of [
          'file:///etc/passwd',
          'gopher://127.0.0.1:6379/_FLUSHALL',
          'javascript:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          'ftp://127.0.0.1/x',
          `http://user:pass@127.0.0.1:${canary.port}/`,
          '//127.0.0.1/x',
        ]) {
          probe.status(
            await http.post('/api/auth/investments', offering(img), as(admin)),
            400,
            `img ${img} refused`,
          );
        }
        // Every place an offering is read or bought.
        await http.get('/api/auth/investments');
        await http.get('/api/auth/admin/investments', as(admin));
        if (ids[0])
          await http.post('/api/auth/invest', { investmentId: ids[0], unitsPurchased: 1 }, as(mallory));
        await http.get(`/api/auth/user-investments/${mallory.id}`, as(mallory));
        await new Promise((r) => setTimeout(r, 1_000));
        probe.check(canary.hits.length === 0, `the server fetched: ${canary.hits.join(', ')}`);
        for (const id of ids) await http.delete(`/api/auth/investments/${id}`, as(admin));
      } finally {
        await canary.close();
      }
    },
  },
  {
    owasp: 'API7 SSRF',
    name: 'password-reset poisoning: Host, X-Forwarded-Host and Origin headers never change the mailed link',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const victim = await ctx.signUp('Poison Victim');
      const res = await http.post(
        '/api/auth/forgot-password',
        { email: victim.email },
        {
          ip: victim.ip,
          headers: {
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'http',
            origin: 'https://evil.example',
            forwarded: 'host=evil.example',
          },
        },
      );
      probe.status(res, 200, 'forgot-password with forged host headers');
      const mail = await server.waitForMail(victim.email, /reset-password\//, 15_000);
      const link = /(https?:\/\/\S+\/reset-password\/)/.exec(mail)?.[1] ?? '';
      probe.check(link.startsWith(`${server.app.config.publicUrl}/`), `reset link points to ${link}`);
      probe.check(!mail.includes('evil.example'), 'the mail mentions the forged host');
    },
  },
];
