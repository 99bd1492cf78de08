/**
 * Loads one market widget into this sandboxed frame and tells the page how it went.
 * The page passes `#{"widget":"ticker-tape","config":{…}}` in the URL; only the widgets named below
 * can load. The page learns 'ready' once the widget has drawn its frame, or 'failed' when its script
 * cannot load (the host unreachable, blocked), and shows its quiet placeholder until then.
 */
(() => {
  const SCRIPTS = {
    'ticker-tape': 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js',
    'stock-heatmap': 'https://s3.tradingview.com/external-embedding/embed-widget-stock-heatmap.js',
  };
  // The message carries no data, only a status, so any embedding page may read it.
  const report = (status) => window.parent.postMessage({ source: 'market-widget', status }, '*');

  let request = null;
  try {
    request = JSON.parse(decodeURIComponent(window.location.hash.slice(1)));
  } catch {}
  const src = request && Object.hasOwn(SCRIPTS, request.widget) ? SCRIPTS[request.widget] : null;
  if (!src) {
    report('failed');
    return;
  }

  const container = document.querySelector('.tradingview-widget-container');
  const widget = document.createElement('div');
  widget.className = 'tradingview-widget-container__widget';
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // The widget reads its configuration from its own script element's text.
  script.text = JSON.stringify(request.config ?? {});
  script.addEventListener('error', () => report('failed'));
  const drawn = new MutationObserver(() => {
    if (!container.querySelector('iframe')) return;
    drawn.disconnect();
    report('ready');
  });
  drawn.observe(container, { childList: true, subtree: true });
  container.append(widget, script);
})();
