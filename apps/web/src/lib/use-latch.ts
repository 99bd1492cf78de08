import { useState } from 'react';

/**
 * True from the first render where `condition` is true, and from then on. Mounts a lazily loaded
 * dialog the first time it opens and keeps it mounted afterwards (its closing, focus return and any
 * state it keeps, such as a confirmation shown after a panel closes, then work as before).
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
