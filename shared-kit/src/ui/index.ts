export { HeaderBanner } from './header-banner/header-banner';
export type { HeaderBannerProps } from './header-banner/header-banner';
export { LoaderOverlay } from './loader-overlay/loader-overlay';
export type { LoaderOverlayProps } from './loader-overlay/loader-overlay';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { ConfirmationModal } from './confirmation-modal/confirmation-modal';
export type { ConfirmationModalProps } from './confirmation-modal/confirmation-modal';
export { Button, buttonClassName } from './button/button';
export type { ButtonProps, ButtonVariant } from './button/button';
export { Card } from './card/card';
export type { CardProps, CardAction } from './card/card';
export { DataTable, DEFAULT_EMPTY_TEXT } from './data-table/data-table';
export type { DataTableProps, DataTableColumn } from './data-table/data-table';
export { Pagination, pageCount } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { usePageSize } from './pagination/use-page-size';
export { Dropdown } from './dropdown/dropdown';
export type { DropdownProps, DropdownOption } from './dropdown/dropdown';
export { Tooltip } from './tooltip/tooltip';
export type { TooltipProps } from './tooltip/tooltip';
export { ProgressTracker } from './progress-tracker/progress-tracker';
export type {
  ProgressTrackerProps,
  TrackerStep,
  StepState,
} from './progress-tracker/progress-tracker';
export { FileInput } from './file-input/file-input';
export type { FileInputProps } from './file-input/file-input';
export { Notice, NoticesProvider, useNotices, NOTICE_DURATION_MS } from './notices/notices';
export type { NoticeProps, NoticeKind, NoticesApi } from './notices/notices';
export { CurrencyAmount, formatCurrency } from './currency-amount/currency-amount';
export type { CurrencyAmountProps } from './currency-amount/currency-amount';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { StatusBadge, statusTone } from './status-badge/status-badge';
export type { StatusBadgeProps, BadgeTone } from './status-badge/status-badge';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { ErrorPanel } from './error-panel/error-panel';
export type { ErrorPanelProps } from './error-panel/error-panel';
export { NotFoundPage } from './not-found-page/not-found-page';
export type { NotFoundPageProps } from './not-found-page/not-found-page';
export { PageHeading } from './page-heading/page-heading';
export type { PageHeadingProps } from './page-heading/page-heading';
export { lazyPage, isChunkLoadError } from './lazy-page/lazy-page';
