/**
 * The upload API from the browser (decision 014). Uploads go through XMLHttpRequest because
 * fetch has no upload progress; everything else is an ordinary JSON call.
 */
import { apiCall, readRefusal, type ApiResult } from '../../../forms/api-client';
import type { UploadedFile } from './uploaded-file';

export type UploadOptions = {
  /** Share of the request body sent, 0 to 1; 1 means the server is now storing the files. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const NETWORK: ApiResult<never> = { ok: false, status: 0, code: 'Request.network', fields: {}, params: {} };

/**
 * Uploads files in one request (multipart field `files`): all are stored or none. Never
 * rejects for an answer; a cancel through `signal` rejects with a DOMException named
 * `AbortError`, as fetch does (`isAbortError`), so a cancelled upload is not an error to show.
 */
export function uploadFiles(files: File[], { onProgress, signal }: UploadOptions = {}): Promise<ApiResult<UploadedFile[]>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      done();
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, status: xhr.status, data: json as UploadedFile[] });
      else resolve({ ok: false, status: xhr.status, ...readRefusal(xhr.status, json) });
    });
    xhr.addEventListener('error', () => {
      done();
      resolve(NETWORK);
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.send(body);
  });
}

/** Renames a file (`POST /upload?id=` with `fileInfo`); its alternative text and caption stay. */
export async function renameFile(id: number, name: string): Promise<ApiResult<UploadedFile>> {
  const body = new FormData();
  body.append('fileInfo', JSON.stringify({ name }));
  let res: Response;
  try {
    res = await fetch(`/api/upload?id=${encodeURIComponent(id)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    return NETWORK;
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json as UploadedFile };
  return { ok: false, status: res.status, ...readRefusal(res.status, json) };
}

/** Deletes a file and every format of it, wherever it is used (decision 014). */
export function deleteFile(id: number): Promise<ApiResult<UploadedFile>> {
  return apiCall<UploadedFile>('DELETE', `/upload/files/${encodeURIComponent(id)}`);
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
