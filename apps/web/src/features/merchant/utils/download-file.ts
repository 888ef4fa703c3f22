/** Saves `blob` as `fileName` through a temporary link (the browser's own download, no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is released once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a restaurant's or a table's name: lowercase ASCII letters, digits and hyphens. */
export function toFileName(...parts: string[]): string {
  return (
    parts
      .join('-')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'qr-code'
  );
}
