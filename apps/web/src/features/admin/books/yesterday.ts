/** Yesterday's date (UTC): the last whole day the bank has a closing balance for. */
export const yesterdayUtc = (now = new Date()) =>
  new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
