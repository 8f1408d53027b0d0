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

/** A blob's text; FileReader rather than Blob.text(), which jsdom's blobs lack. */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable response'));
    reader.readAsText(blob);
  });
}

/**
 * A download's request, whose failure's body arrives as a Blob (the request asked for one) that errorMessage
 * and analyticsFailure cannot read: the body is parsed back into the JSON envelope so the server's message shows.
 */
export async function download<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (failure) {
    const response = (failure as { response?: { data?: unknown } } | null)?.response;
    if (response && response.data instanceof Blob) {
      try {
        response.data = JSON.parse(await readText(response.data)) as unknown;
      } catch {
        response.data = undefined;
      }
    }
    throw failure;
  }
}
