import { useEffect, useRef } from 'react';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';

/**
 * Opens the print dialog once, PRINT_DELAY_MS after `ready` turns true (payment §2 print-temp, §9). The timer is
 * cleared on unmount (and on StrictMode's effect replay), and a page prints only once however often it
 * re-renders or reloads its data.
 */
export function useAutoPrint(ready: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return undefined;
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}
