import { type ReactNode, useEffect, useRef, useState } from 'react';

export type MarketEmbedStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export interface MarketEmbedProps {
  /** The third-party widget script, e.g. TradingView's embed-widget-ticker-tape.js. */
  scriptSrc: string;
  /** Widget configuration; written as JSON into the script tag, as the embed expects. */
  config: Record<string, unknown>;
  /** Fixed height in CSS pixels: the box never changes size, whether the widget loads or not. */
  height: number;
  /** Accessible name of the widget region. */
  label: string;
  /** What shows while waiting or when the widget cannot load (offline, blocked); a quiet note by default. */
  placeholder?: (status: MarketEmbedStatus) => ReactNode;
  /** Give up when the widget has not drawn anything after this long. */
  timeoutMs?: number;
  className?: string;
}

function DefaultPlaceholder({ status }: { status: MarketEmbedStatus }) {
  return (
    <div className="flex h-full items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600">
      {status === 'failed' ? 'Live market data is unavailable right now.' : 'Loading market data…'}
    </div>
  );
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `fn` once the page has loaded and the main thread is idle, so the embed never delays the page. */
function whenIdleAfterLoad(fn: () => void): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(fn, { timeout: 3000 });
    else timer = setTimeout(fn, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * A third-party market-data embed (TradingView-style: a container holding a <script> whose text is the
 * JSON config), loaded lazily after the page is interactive. The box has a fixed height, so loading,
 * failing or succeeding never moves the page; while waiting or when the script cannot load, the
 * placeholder shows instead. Used by the landing ticker and the dashboard heat map.
 */
export function MarketEmbed({
  scriptSrc,
  config,
  height,
  label,
  placeholder = (status) => <DefaultPlaceholder status={status} />,
  timeoutMs = 15_000,
  className = '',
}: MarketEmbedProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MarketEmbedStatus>('waiting');
  const configJson = JSON.stringify(config);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let done = false;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const finish = (next: MarketEmbedStatus) => {
      if (done) return;
      done = true;
      if (giveUp !== undefined) clearTimeout(giveUp);
      setStatus(next);
    };

    const cancelIdle = whenIdleAfterLoad(() => {
      setStatus('loading');
      const widget = document.createElement('div');
      widget.className = 'tradingview-widget-container__widget';
      const script = document.createElement('script');
      script.src = scriptSrc;
      script.async = true;
      script.type = 'text/javascript';
      script.text = configJson;
      script.addEventListener('error', () => finish('failed'));
      host.replaceChildren(widget, script);
      // The embed draws an iframe once it has data; no iframe in time means it failed quietly.
      const observer = new MutationObserver(() => {
        if (host.querySelector('iframe')) {
          observer.disconnect();
          finish('ready');
        }
      });
      observer.observe(host, { childList: true, subtree: true });
      giveUp = setTimeout(() => {
        observer.disconnect();
        finish(host.querySelector('iframe') ? 'ready' : 'failed');
      }, timeoutMs);
    });

    return () => {
      done = true;
      cancelIdle();
      if (giveUp !== undefined) clearTimeout(giveUp);
      host.replaceChildren();
    };
  }, [scriptSrc, configJson, timeoutMs]);

  return (
    <section
      aria-label={label}
      aria-busy={status === 'loading' || status === 'waiting'}
      className={`relative overflow-hidden ${className}`}
      style={{ height }}
    >
      <div
        ref={hostRef}
        className="tradingview-widget-container absolute inset-0"
        aria-hidden={status !== 'ready'}
      />
      {status !== 'ready' && <div className="absolute inset-0">{placeholder(status)}</div>}
    </section>
  );
}
