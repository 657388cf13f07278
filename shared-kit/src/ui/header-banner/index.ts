/** @qce/shared-kit/ui/header-banner: the site header alone (the shell's landing loads it without the rest of `ui`). */
export { HeaderBanner } from './header-banner';
export type { HeaderBannerProps } from './header-banner';
