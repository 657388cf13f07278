/** The one `useAsync` lives in the kit; this path stays for the app's existing imports. */
export { useAsync } from '@qce/shared-kit/ui/use-async';
