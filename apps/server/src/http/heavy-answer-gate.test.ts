import { describe, expect, it } from 'vitest';
import { TEST_TIMEOUT, testServer } from '../test/suite.ts';
import { signUpAndLogin } from '../test/users.ts';
import { HEAVY_PER_INSTANCE, HEAVY_PER_MINUTE, HEAVY_PER_USER } from './rate-limits.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;

const t = testServer(async (server) => {
  const users: User[] = [];
  for (let i = 0; i < 5; i++) users.push(await signUpAndLogin(server, { name: `Heavy User ${i}` }));
  return { loopers: users.slice(0, 4), fifth: users[4]! };
});

const period = new Date().toISOString().slice(0, 7);

describe('the per-instance cap on heavy answers is shared fairly (ADR 045)', {
  timeout: TEST_TIMEOUT,
}, () => {
  it('a fifth customer gets each statement while four others loop theirs at their own limit', async () => {
    const statement = (user: User) =>
      fetch(`${t.server.url}/api/auth/statements/${period}`, {
        headers: { authorization: `Bearer ${user.token}` },
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      });
    let looping = true;
    let sent = 0;
    const busy: number[] = [];
    // Each looping customer keeps HEAVY_PER_USER downloads in flight, staying under the per-minute
    // limit, so together they ask for more than the instance builds at once.
    const perLoop = Math.floor((HEAVY_PER_MINUTE - 2) / HEAVY_PER_USER);
    const loops = t.loopers.flatMap((user) =>
      Array.from({ length: HEAVY_PER_USER }, async () => {
        const statuses: number[] = [];
        for (let i = 0; i < perLoop && looping; i++) {
          statuses.push(await statement(user));
          sent++;
        }
        return statuses;
      }),
    );
    expect(t.loopers.length * HEAVY_PER_USER).toBeGreaterThan(HEAVY_PER_INSTANCE);
    while (sent < t.loopers.length) await new Promise((r) => setTimeout(r, 10));

    const fifth: number[] = [];
    for (let i = 0; i < 3; i++) {
      busy.push(sent);
      fifth.push(await statement(t.fifth));
    }
    looping = false;
    const loopStatuses = (await Promise.all(loops)).flat();

    expect(fifth).toEqual([200, 200, 200]);
    // The loops were still running while the fifth customer was served, and they were served too:
    // a looper is refused only when its wait passes HEAVY_WAIT_MS, which a slow machine can reach.
    expect(busy.at(-1)).toBeLessThan(t.loopers.length * HEAVY_PER_USER * perLoop);
    expect(loopStatuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(loopStatuses.filter((s) => s === 200).length).toBeGreaterThan(t.loopers.length * HEAVY_PER_USER);
  });
});
