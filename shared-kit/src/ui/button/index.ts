/** @qce/shared-kit/ui/button: the button alone (the shell's layout uses it without the rest of `ui`). */
export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonVariant } from './button';
