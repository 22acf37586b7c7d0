/**
 * Offering a file the page made (a QR code, the export, the refused rows) to save: a temporary link
 * with `download`, clicked and removed.
 */

/** How long a Blob's address stays: the download has started from the link and read it by then. */
export const BLOB_ADDRESS_MS = 60_000;

/** Offers `href` (a data: or blob: address) to save as `fileName`. */
export function saveHref(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Offers a Blob to save as `fileName`; its address goes after `BLOB_ADDRESS_MS`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  saveHref(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), BLOB_ADDRESS_MS);
}
