// Sends a file to the API with upload progress, which fetch cannot report; the reply is parsed
// as apiRequest parses one, and errors are ApiErrors.
import type * as z from 'zod/mini';
import { networkError, readReply, type ResponseSchema } from './api';

type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** POST unless the route replaces what it names (a question's image): PUT. */
  method?: 'POST' | 'PUT';
  /** Left out for a FormData body, whose content type (with its boundary) the browser writes. */
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** The last byte has left; the server is working on it now. */
  onSent?: () => void;
  signal?: AbortSignal;
};

export function uploadRequest<S extends ResponseSchema>(
  path: string,
  schema: S,
  body: Blob | string | FormData,
  options: UploadOptions,
): Promise<z.infer<S>> {
  const { method = 'POST', contentType, onProgress, onSent, signal } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    if (contentType) request.setRequestHeader('content-type', contentType);
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
      const reply = { path, status: request.status, statusText: request.statusText, payload };
      // Read in a promise: a refusal, or a body not of the schema's shape, rejects this one.
      resolve(Promise.resolve(reply).then((it) => readReply(it, schema)));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
