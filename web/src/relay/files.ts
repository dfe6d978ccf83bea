import { dispositionFileName } from '../lib/fileName';
import { bearer } from '../lib/session';
import { refreshSession } from './session';
import { getToken } from './token';

/** A file transfer the BFF refused, with its Dutch message and the errors per field of a 422. */
export class FileTransferError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * Fetches a file through the BFF with the session's token (a plain link cannot send it), renewing
 * an expired token once, and hands it to the browser as a download.
 */
async function withSession(call: (token: string | null) => Promise<Response>): Promise<Response> {
  const response = await call(getToken());
  return response.status === 401 ? call(await refreshSession()) : response;
}

async function refusal(response: Response): Promise<FileTransferError> {
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  return new FileTransferError(body?.message ?? `HTTP ${response.status}`, body?.errors ?? {});
}

/** Sends one file as multipart file[0], with any further fields, through the BFF and returns the JSON answer. */
export function uploadFile<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  return uploadFiles<T>(path, [file], fields);
}

/** Sends files as multipart file[0..n], with any further fields, through the BFF and returns the JSON answer. */
export async function uploadFiles<T>(path: string, files: readonly File[], fields: Record<string, string> = {}): Promise<T> {
  const response = await withSession((token) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    files.forEach((file, index) => form.append(`file[${index}]`, file, file.name));
    return fetch(path, { method: 'POST', body: form, headers: token ? { Authorization: bearer(token) } : {} });
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await withSession((token) => fetch(path, { headers: token ? { Authorization: bearer(token) } : {} }));
  if (!response.ok) throw await refusal(response);
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

/**
 * Shows a file (a PDF to print) in a new window: the window opens at once, inside the click, so no
 * popup blocker stops it, and gets the file when it has arrived. Closes it again on a refusal.
 */
export async function openFile(path: string): Promise<void> {
  const popup = window.open('', '_blank');
  if (popup) popup.opener = null;
  try {
    const response = await withSession((token) => fetch(path, { headers: token ? { Authorization: bearer(token) } : {} }));
    if (!response.ok) throw await refusal(response);
    const url = URL.createObjectURL(await response.blob());
    if (popup) popup.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    popup?.close();
    throw error;
  }
}
