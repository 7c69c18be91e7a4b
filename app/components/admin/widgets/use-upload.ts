import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../forms/api-client';
import { isAbortError, uploadFiles } from './upload-file';
import type { UploadedFile } from './uploaded-file';

export type UploadState = {
  /** 0 to 1 while an upload runs, null otherwise. */
  progress: number | null;
  /** Uploads the files; null when the user cancelled (nothing to show as an error). */
  upload: (files: File[]) => Promise<ApiResult<UploadedFile[]> | null>;
  cancel: () => void;
};

/** One upload at a time with its progress and a cancel; leaving the screen cancels it too. */
export function useUpload(): UploadState {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(async (files: File[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      return await uploadFiles(files, { onProgress: setProgress, signal: controller.signal });
    } catch (err) {
      if (isAbortError(err)) return null;
      throw err;
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { progress, upload, cancel };
}
