/** Height of the ticker strip: shared by the strip and its loading fallback so nothing moves. */
export const TICKER_HEIGHT = 46;
