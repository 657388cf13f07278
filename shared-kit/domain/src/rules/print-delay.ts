/**
 * Payment §9 (business constants): a printable page opens the print dialog 500 ms after it is ready,
 * so images, QR codes and lists have settled.
 */
export const PRINT_DELAY_MS = 500;
