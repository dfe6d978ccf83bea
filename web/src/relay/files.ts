import { dispositionFileName } from '../lib/fileName';
import { bearer } from '../lib/session';
import { refreshSession } from './session';
import { getToken } from './token';

/** A file transfer the BFF refused, with its Dutch message. */
export class FileTransferError extends Error {}

/**
 * Fetches a file through the BFF with the session's token (a plain link cannot send it), renewing
 * an expired token once, and hands it to the browser as a download.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const fetchWith = (token: string | null) => fetch(path, { headers: token ? { Authorization: bearer(token) } : {} });
  let response = await fetchWith(getToken());
  if (response.status === 401) response = await fetchWith(await refreshSession());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new FileTransferError(body?.message ?? `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
