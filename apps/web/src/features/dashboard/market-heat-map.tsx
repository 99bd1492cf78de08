import { ChartColumnBig } from 'lucide-react';
import { useCallback, useState } from 'react';
import { MarketEmbed, type MarketEmbedStatus } from '../../components/market-embed';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';

const HEATMAP_HEIGHT = 440;

/** TradingView's stock heat map: S&P 500 companies grouped by sector, sized by market cap. */
const HEATMAP_CONFIG = {
  exchanges: [],
  dataSource: 'SPX500',
  grouping: 'sector',
  blockSize: 'market_cap_basic',
  blockColor: 'change',
  locale: 'en',
  symbolUrl: '',
  colorTheme: 'light',
  hasTopBar: false,
  isDataSetEnabled: false,
  isZoomEnabled: true,
  hasSymbolTooltip: true,
  isMonoSize: false,
  width: '100%',
  height: '100%',
};

const TITLE = 'S&P 500 by sector';
const LABEL = 'Stock heat map';

function HeatMapPlaceholder() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-50 px-6 text-center text-sm text-slate-600">
      <ChartColumnBig aria-hidden="true" className="size-8 text-slate-400" />
      <p>Loading market data…</p>
    </div>
  );
}

/**
 * The dashboard's S&P 500 sector heat map (docs/architecture.md "Rules the product decides"). When it cannot load it gives its 440 px
 * back: one quiet line instead of an empty card.
 */
export function MarketHeatMap() {
  const [failed, setFailed] = useState(false);
  const onStatusChange = useCallback((status: MarketEmbedStatus) => setFailed(status === 'failed'), []);
  if (failed) {
    return (
      <Card>
        <section
          aria-label={LABEL}
          // The dashboard's grid reads this: with no heat map its column is not kept empty.
          data-heatmap="unavailable"
          className="flex min-w-0 items-center gap-3 px-4 py-3 text-sm text-slate-600"
        >
          <ChartColumnBig aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <p className="min-w-0 truncate" title={`${TITLE}: market data is unavailable right now.`}>
            Market heat map unavailable right now.
          </p>
        </section>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>{TITLE}</CardTitle>
      </CardHeader>
      <div className="p-3 sm:p-4">
        <MarketEmbed
          widget="stock-heatmap"
          config={HEATMAP_CONFIG}
          height={HEATMAP_HEIGHT}
          label={LABEL}
          placeholder={() => <HeatMapPlaceholder />}
          onStatusChange={onStatusChange}
        />
      </div>
    </Card>
  );
}
