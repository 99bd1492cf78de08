import { ChartColumnBig } from 'lucide-react';
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

function HeatMapPlaceholder({ status }: { status: MarketEmbedStatus }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-50 px-6 text-center text-sm text-slate-600">
      <ChartColumnBig aria-hidden="true" className="size-8 text-slate-400" />
      <p>{status === 'failed' ? 'Market data is unavailable right now.' : 'Loading market data…'}</p>
    </div>
  );
}

/** The dashboard's S&P 500 sector heat map; a quiet placeholder when it cannot load (DESIGN.md §4). */
export function MarketHeatMap() {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>S&amp;P 500 by sector</CardTitle>
      </CardHeader>
      <div className="p-3 sm:p-4">
        <MarketEmbed
          widget="stock-heatmap"
          config={HEATMAP_CONFIG}
          height={HEATMAP_HEIGHT}
          label="Stock heat map"
          placeholder={(status) => <HeatMapPlaceholder status={status} />}
        />
      </div>
    </Card>
  );
}
