// Sends a file to the API with upload progress, which fetch cannot report; errors are ApiErrors.
import type { ApiErrorBody } from '../../common/api';
import { ApiError } from './api';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  /** The last byte has left; the server is working on it now. */
  onSent?: () => void;
  signal?: AbortSignal;
};

export function uploadRequest<T>(
  path: string,
  body: Blob | string,
  options: UploadOptions,
): Promise<T> {
  const { contentType, onProgress, onSent, signal } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('content-type', contentType);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.upload.onload = () => onSent?.();
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as T);
      const failure = (payload as ApiErrorBody | null)?.error;
      reject(
        new ApiError(
          request.status,
          failure?.code ?? `http_${request.status}`,
          failure?.message ?? request.statusText,
          failure?.retryAfterSeconds,
          failure?.line,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, 'network', 'Network error. Please check your connection.'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
