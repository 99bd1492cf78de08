import type { Portfolio } from '@app/contract/history';
import { amountTicks, dateTickIndexes } from '../../lib/chart-scale';
import { formatDate, formatUsd, formatUsdCompact } from '../../lib/format';

/** Fewer days than this draw no line worth reading: the chart says so instead. */
export const MIN_HISTORY_POINTS = 3;

type Point = Portfolio['history'][number];

const W = 600;
const H = 220;

/** 'On 5 Mar 2026: wallet $…, invested $…, total $…. On 1 Mar 2026 the total was $….' */
export function valueSummary(points: Point[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No history yet.';
  const total = (p: Point) => formatUsd(p.cash + p.invested);
  const now = `On ${formatDate(last.date)}: wallet ${formatUsd(last.cash)}, invested ${formatUsd(last.invested)}, total ${total(last)}.`;
  return first.date === last.date
    ? now
    : `${now} On ${formatDate(first.date)} the total was ${total(first)}.`;
}

/**
 * Wallet and invested over time, stacked, with an amount axis on the left and dates below; the
 * labels are HTML around a stretched SVG, so they keep their size on a phone. A text summary and a
 * table carry the same figures for screen readers and for anyone who prefers numbers.
 */
export function ValueOverTime({ history }: { history: Portfolio['history'] }) {
  const enough = history.length >= MIN_HISTORY_POINTS;
  return (
    <figure className="min-w-0 lg:col-span-2">
      <figcaption className="mb-2 text-sm font-medium text-slate-900">
        Wallet and invested over time
      </figcaption>
      {enough ? (
        <Chart history={history} />
      ) : (
        <div
          className="flex h-48 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 text-center sm:h-56"
          data-testid="chart-empty"
        >
          <p className="font-medium text-slate-900">Not enough history yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            The chart starts once your account has {MIN_HISTORY_POINTS} days to draw. Your figures so far are
            below.
          </p>
        </div>
      )}
      <p className="mt-2 text-sm text-slate-700" data-testid="value-summary">
        {valueSummary(history)}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-emerald-800">Show as a table</summary>
        <div className="max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="text-right">
                  Wallet
                </th>
                <th scope="col" className="text-right">
                  Invested
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((p) => (
                <tr key={p.date}>
                  <td>{formatDate(p.date)}</td>
                  <td className="text-right">{formatUsd(p.cash)}</td>
                  <td className="text-right">{formatUsd(p.invested)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function Chart({ history }: { history: Point[] }) {
  const ticks = amountTicks(Math.max(...history.map((p) => p.cash + p.invested)));
  const top = ticks.at(-1) ?? 1;
  const x = (i: number) => (i / (history.length - 1)) * W;
  const y = (v: number) => H - (v / top) * H;
  const area = (upper: (p: Point) => number, lower: (p: Point) => number) =>
    `M${history.map((p, i) => `${x(i)},${y(upper(p))}`).join('L')}L${history
      .map((p, i) => `${x(i)},${y(lower(p))}`)
      .reverse()
      .join('L')}Z`;
  const dateTicks = dateTickIndexes(history.length);
  return (
    <div aria-hidden="true" data-testid="value-chart">
      <div className="flex gap-2">
        <div className="relative h-48 w-12 shrink-0 text-right text-xs text-slate-600 tabular-nums sm:h-56">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${100 - (t / top) * 100}%` }}
              data-testid="amount-tick"
            >
              {formatUsdCompact(t)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            className="h-48 w-full sm:h-56"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1="0"
                x2={W}
                y1={y(t)}
                y2={y(t)}
                stroke="#e2e8f0"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path
              d={area(
                (p) => p.invested,
                () => 0,
              )}
              fill="#047857"
              fillOpacity="0.85"
            />
            <path
              d={area(
                (p) => p.cash + p.invested,
                (p) => p.invested,
              )}
              fill="#0ea5e9"
              fillOpacity="0.6"
            />
          </svg>
          <div className="relative mt-1 h-4 text-xs text-slate-600">
            {dateTicks.map((i, n) => (
              <span
                key={history[i]!.date}
                className={`absolute whitespace-nowrap ${
                  n === 0 ? '' : n === dateTicks.length - 1 ? '-translate-x-full' : '-translate-x-1/2'
                }`}
                style={{ left: `${(x(i) / W) * 100}%` }}
                data-testid="date-tick"
              >
                {formatDate(history[i]!.date)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <p className="mt-3 flex gap-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-emerald-700" />
          Invested
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm bg-sky-500" />
          Wallet
        </span>
      </p>
    </div>
  );
}
