import type { ApiRequestLine } from '@edgeforge/contracts/api-routes';
import { ApiError, toApiError } from './api-error.ts';

/** A file the server answered: its bytes and the name its Content-Disposition gave. */
export interface ApiFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The file name of a Content-Disposition (`attachment; filename="x.pdf"`), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match =
    /filename="([^"]+)"/i.exec(disposition ?? '') ?? /filename=([^;\s]+)/i.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/**
 * Fetches a file from our API (a GET of the routes' table), failing as `apiFetch` does: an ApiError with
 * the server's code, and its Retry-After when it sent one. A plain link would show a refusal's JSON in
 * the tab instead of saying it on the page.
 */
export async function apiDownload(request: ApiRequestLine, fallbackName: string): Promise<ApiFile> {
  let response: Response;
  try {
    response = await fetch(request.path, { method: request.method, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(
      0,
      'NETWORK_FAILED',
      'The server cannot be reached. Check your connection and try again.',
      {
        cause: error,
      },
    );
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile(file: ApiFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers start the download a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
