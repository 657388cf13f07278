import { useEffect, useRef, useState } from 'react';
import { LABELS } from '../../config/labels';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { Button } from '@qce/shared-kit/ui';

export interface PrintButtonProps {
  label?: string;
}

/** Prints the page 500 ms after a click (lets images and QR codes settle); hidden on paper. */
export function PrintButton({ label = LABELS.print }: PrintButtonProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const print = () => {
    if (pending) return;
    setPending(true);
    timer.current = setTimeout(() => {
      setPending(false);
      window.print();
    }, PRINT_DELAY_MS);
  };

  return (
    <Button
      variant="primary"
      className="qce-no-print"
      onClick={print}
      aria-disabled={pending || undefined}
    >
      {label}
    </Button>
  );
}
