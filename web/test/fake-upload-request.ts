// An XMLHttpRequest that tests drive, for the uploads (web/lib/upload-request.ts): what was sent,
// how, and the answer the test gives.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {}

  /** The share sent so far, as the browser reports it while sending. */
  progress(percent: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }));
  }
  /** The last byte is out: the server is reading the file. */
  finishSending() {
    act(() => this.upload.onload?.());
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** The upload sent last. */
export const lastUpload = () => FakeUploadRequest.sent.at(-1)!;

/** Puts the fake in place of XMLHttpRequest around each test of the file that calls it. */
export function installFakeUploads() {
  beforeEach(() => {
    FakeUploadRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
