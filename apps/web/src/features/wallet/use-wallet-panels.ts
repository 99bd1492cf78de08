import { useCallback, useState } from 'react';

export type WalletPanel = 'deposit' | 'withdraw' | 'add-payment-method';

/**
 * Which wallet panel is open; screens call `open('deposit')` etc. from their buttons. Kept apart from
 * wallet-panels.tsx so a page can hold this state without loading the panels' code (forms, zod,
 * Radix Dialog) before one is opened.
 */
export function useWalletPanels() {
  const [panel, setPanel] = useState<WalletPanel | null>(null);
  const open = useCallback((p: WalletPanel) => setPanel(p), []);
  return { panel, setPanel, open };
}
