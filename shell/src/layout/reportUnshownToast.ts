/** What a toast that could not be shown leaves behind: the toaster's chunk (or sonner) did not load. */
export function reportUnshownToast(error: unknown): void {
  console.error('[shell] a toast could not be shown: the toaster did not load', error);
}
