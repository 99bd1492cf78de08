import { expect, type Page } from '@playwright/test';
import { api } from './api.ts';

const PER_YEAR: Record<string, number> = { day: 365, week: 52, month: 12, year: 1 };

/**
 * What the return banner must say now, worked out here from the offerings on sale the API lists: the
 * highest simple annual rate (an offering's return is for its whole term), rounded down to a
 * hundredth of a percent, shown with one decimal at least.
 */
export async function expectedReturnHeadline(): Promise<string> {
  const offerings: { investmentReturn: string; duration: string; performance?: string }[] = (
    await api('GET', '/auth/investments')
  ).body.data;
  let best = -1;
  // Only what can be bought counts: an offering that is late or defaulted is not on sale.
  for (const o of offerings.filter((x) => (x.performance ?? 'performing') === 'performing')) {
    const term = /^(\d+)\s*(day|week|month|year)s?$/i.exec(o.duration.trim());
    const percent = Number.parseFloat(o.investmentReturn);
    if (!term || Number.isNaN(percent)) continue;
    const bps = Math.floor((Math.round(percent * 100) * PER_YEAR[term[2]!.toLowerCase()]!) / Number(term[1]));
    best = Math.max(best, bps);
  }
  expect(best, 'no live offering with readable terms').toBeGreaterThan(0);
  return `Highest target return: ${(best / 100).toFixed(best % 10 === 0 ? 1 : 2)}% a year`;
}

/** The banner states the live offerings' best annual return, with the risk statement beside it. */
export async function expectTrueReturnBanner(page: Page) {
  const banner = page.getByRole('region', { name: 'Expected return' });
  await expect(banner.getByText(await expectedReturnHeadline(), { exact: true })).toBeVisible();
  await expect(banner.getByText(/Capital at risk/)).toBeVisible();
  await expect(page.getByText(/Expected R[IO][OI]|per annum/i)).toHaveCount(0);
}
