import { cloneElement, isValidElement, useEffect, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

export type TooltipProps = {
  /** The tip text; always linked to the trigger by aria-describedby, shown on hover or focus. */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a button or link). It gets `aria-describedby`.
   * For a disabled button, wrap it: the wrapper is made focusable so keyboard users still get the tip.
   */
  children: ReactElement<{ 'aria-describedby'?: string; disabled?: boolean }>;
  placement?: 'top' | 'bottom';
};

/**
 * Hover and keyboard tooltip (WCAG 1.4.13): appears on pointer hover and on focus, stays while
 * the pointer is over it, Escape dismisses it without moving focus.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!isValidElement(children)) return null;
  const triggerDisabled = Boolean(children.props.disabled);
  const existing = children.props['aria-describedby'];
  const trigger = cloneElement(children, {
    'aria-describedby': existing ? `${existing} ${id}` : id,
  });

  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      // A disabled control cannot take focus; the wrapper does instead and carries the description.
      tabIndex={triggerDisabled ? 0 : undefined}
      aria-describedby={triggerDisabled ? id : undefined}
    >
      {trigger}
      <span role="tooltip" id={id} className={`${styles.tip} ${styles[placement]}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
