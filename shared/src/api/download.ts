/** The file name of a Content-Disposition header, or `fallback`. */
export function fileNameFrom(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  return disposition.match(/filename="?([^";]+)"?/)?.[1] ?? fallback;
}

/** Saves a blob through a temporary link, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
