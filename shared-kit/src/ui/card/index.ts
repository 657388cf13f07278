/** @qce/shared-kit/ui/card: the card widget alone (the shell's landing loads it without the rest of `ui`). */
export { Card } from './card';
export type { CardProps, CardAction } from './card';
