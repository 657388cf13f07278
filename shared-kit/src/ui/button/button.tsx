import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** `secondary` (outlined) unless said otherwise; one `primary` per group of actions. */
  variant?: ButtonVariant;
};

/**
 * The button look's classes (base.css), for a real link that looks like a button: an `<a href>` or a
 * router link. Anything that is not a navigation is a `<Button>`.
 */
export function buttonClassName(variant: ButtonVariant): string {
  return `qce-button qce-button--${variant}`;
}

/** A native button in the kit's look. `type` is `"button"` unless said otherwise (a submit says so). */
export function Button({
  variant = 'secondary',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return <button type={type} className={cx(buttonClassName(variant), className)} {...props} />;
}
