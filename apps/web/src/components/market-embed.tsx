import { type ReactNode, useEffect, useRef, useState } from 'react';

export type MarketEmbedStatus = 'waiting' | 'loading' | 'ready' | 'failed';

/** The widgets public/embed/market-widget.js knows how to load. */
export type MarketWidget = 'ticker-tape' | 'stock-heatmap';

/** The frame's document: a static page of ours that loads the third-party widget script. */
const EMBED_DOCUMENT = '/embed/market-widget.html';

/**
 * Scripts in the frame run in an opaque origin (no allow-same-origin): they can read neither the
 * session in this origin's storage nor the page. Popups (the widget's links to the provider's site)
 * open as ordinary tabs of that site.
 */
export const MARKET_EMBED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

export interface MarketEmbedProps {
  widget: MarketWidget;
  /** The widget's configuration, passed to the frame in the URL's fragment. */
  config: Record<string, unknown>;
  /** Fixed height in CSS pixels: the box never changes size, whether the widget loads or not. */
  height: number;
  /** Accessible name of the widget region and title of its frame. */
  label: string;
  /** What shows while waiting or when the widget cannot load (offline, blocked); a quiet note by default. */
  placeholder?: (status: MarketEmbedStatus) => ReactNode;
  /** Give up when the widget has not drawn anything after this long. */
  timeoutMs?: number;
  /** Told of each change, so a host can give a failed widget's space back to the page. */
  onStatusChange?: (status: MarketEmbedStatus) => void;
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
 * A third-party market-data widget (the landing ticker, the dashboard heat map) in a sandboxed frame,
 * added once the page is loaded and idle. The box has a fixed height, so loading, failing or
 * succeeding never moves the page; the placeholder shows until the frame reports that the widget has
 * drawn, and stays (saying so) when it reports a failure or says nothing in time.
 */
export function MarketEmbed({
  widget,
  config,
  height,
  label,
  placeholder = (status) => <DefaultPlaceholder status={status} />,
  timeoutMs = 15_000,
  className = '',
  onStatusChange,
}: MarketEmbedProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<MarketEmbedStatus>('waiting');
  const src = `${EMBED_DOCUMENT}#${encodeURIComponent(JSON.stringify({ widget, config }))}`;

  useEffect(() => whenIdleAfterLoad(() => setStatus('loading')), []);
  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  useEffect(() => {
    if (status !== 'loading') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { source?: string; status?: string } | null;
      if (data?.source !== 'market-widget') return;
      if (data.status === 'ready' || data.status === 'failed') setStatus(data.status);
    };
    window.addEventListener('message', onMessage);
    const giveUp = setTimeout(() => setStatus('failed'), timeoutMs);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(giveUp);
    };
  }, [status, timeoutMs]);

  const showFrame = status === 'loading' || status === 'ready';
  return (
    <section
      aria-label={label}
      aria-busy={status === 'loading' || status === 'waiting'}
      className={`relative overflow-hidden ${className}`}
      style={{ height }}
    >
      {showFrame && (
        <iframe
          ref={frameRef}
          src={src}
          title={label}
          sandbox={MARKET_EMBED_SANDBOX}
          referrerPolicy="no-referrer"
          aria-hidden={status !== 'ready'}
          tabIndex={status === 'ready' ? undefined : -1}
          className={`absolute inset-0 size-full border-0 ${status === 'ready' ? '' : 'invisible'}`}
        />
      )}
      {status !== 'ready' && <div className="absolute inset-0">{placeholder(status)}</div>}
    </section>
  );
}
