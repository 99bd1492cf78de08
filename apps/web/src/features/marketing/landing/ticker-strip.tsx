import { MarketEmbed, type MarketEmbedStatus } from '../../../components/market-embed';
import { TICKER_HEIGHT } from './ticker-config';

/** The ten instruments of the product's ticker, in its order. */
export const TICKER_SYMBOLS = [
  { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500 Index' },
  { proName: 'FOREXCOM:NSXUSD', title: 'US 100 Cash CFD' },
  { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
  { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
  { proName: 'TVC:GOLD', title: 'Gold' },
  { proName: 'NASDAQ:TSLA', title: 'Tesla' },
  { proName: 'NASDAQ:NVDA', title: 'Nvidia' },
  { proName: 'NASDAQ:AAPL', title: 'Apple' },
  { proName: 'NASDAQ:MSTR', title: 'MicroStrategy' },
] as const;

const TICKER_CONFIG = {
  symbols: TICKER_SYMBOLS,
  showSymbolLogo: true,
  isTransparent: true,
  displayMode: 'compact',
  colorTheme: 'light',
  locale: 'en',
};

function TickerPlaceholder({ status }: { status: MarketEmbedStatus }) {
  return (
    <div className="flex h-full items-center gap-4 overflow-hidden px-4 text-sm text-slate-600">
      <span className="shrink-0 font-medium text-slate-700">
        {status === 'failed' ? 'Live prices unavailable' : 'Markets'}
      </span>
      <ul
        className="flex min-w-0 gap-5 overflow-hidden whitespace-nowrap [mask-image:linear-gradient(to_right,black_85%,transparent)]"
        aria-label="Instruments tracked"
      >
        {TICKER_SYMBOLS.map((s) => (
          <li key={s.proName}>{s.title}</li>
        ))}
      </ul>
    </div>
  );
}

/** Landing section 1: the live market ticker (a third-party widget in a sandboxed frame, added once the page is idle). */
export function TickerStrip() {
  return (
    <div className="border-b border-slate-200 bg-white">
      <MarketEmbed
        widget="ticker-tape"
        config={TICKER_CONFIG}
        height={TICKER_HEIGHT}
        label="Market ticker"
        placeholder={(status) => <TickerPlaceholder status={status} />}
        className="mx-auto max-w-7xl"
      />
    </div>
  );
}
