import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.ts';
import { serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { readPdf } from '../history/pdf-text.test-support.ts';
import { completeKiis, createOffering } from '../investments/investments.fixtures.ts';
import { fetchKiis } from './protection.fixtures.ts';

const t = serverWithAdmin();

/** kiis_sheet_builds_total as /api/metrics reports it to an admin. */
async function sheetBuilds(server: TestServer, adminToken: string): Promise<number> {
  const res = await fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('kiis_sheet_builds_total '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('key information sheets are built off the API thread and kept while unchanged', {
  timeout: TEST_TIMEOUT,
}, () => {
  it('an unchanged sheet is built once, however often and in parallel it is asked for', async () => {
    const me = await signUpAndLogin(t.server);
    const offering = await createOffering(t.server, t.admin.token, { name: 'Kept Sheet Orchard' });
    const before = await sheetBuilds(t.server, t.admin.token);
    expect(before).toBeGreaterThanOrEqual(0);

    const parallel = await Promise.all([1, 2].map(() => fetchKiis(t.server, me.token, offering._id)));
    const later = [];
    for (let i = 0; i < 3; i++) later.push(await fetchKiis(t.server, me.token, offering._id));
    const other = await signUpAndLogin(t.server);
    later.push(await fetchKiis(t.server, other.token, offering._id));

    for (const answer of [...parallel, ...later]) {
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(Buffer.from(answer.bytes).equals(Buffer.from(parallel[0]!.bytes))).toBe(true);
    }
    expect(await sheetBuilds(t.server, t.admin.token)).toBe(before + 1);
    const { pages } = await readPdf(parallel[0]!.bytes);
    expect(pages.join(' ')).toMatch(/Information as of \d{1,2} \w+ \d{4} \(UTC\)/);
  });

  it('an edited sheet is built again and shows the edit', async () => {
    const me = await signUpAndLogin(t.server);
    const offering = await createOffering(t.server, t.admin.token, { name: 'Edited Sheet Vineyard' });
    const first = await fetchKiis(t.server, me.token, offering._id);
    const before = await sheetBuilds(t.server, t.admin.token);

    const risks = 'A late frost can ruin a vintage; every dollar invested may be lost.';
    const edit = await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { kiis: { ...completeKiis(), risks } },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const edited = await fetchKiis(t.server, me.token, offering._id);
    const again = await fetchKiis(t.server, me.token, offering._id);

    expect([edited.status, again.status]).toEqual([200, 200]);
    expect(Buffer.from(edited.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    expect(Buffer.from(again.bytes).equals(Buffer.from(edited.bytes))).toBe(true);
    expect((await readPdf(edited.bytes)).pages.join(' ')).toContain(risks);
    expect(await sheetBuilds(t.server, t.admin.token)).toBe(before + 1);
  });
});
