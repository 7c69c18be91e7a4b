/**
 * Helpers for the widgets' component tests (happy-dom): the providers a widget expects and a
 * scripted XMLHttpRequest, the one network door fetch cannot mock. Imported by tests only.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../toasts';
import type { UploadedFile } from './uploaded-file';

/** Renders inside a router at an admin path (`/admin/...` Czech, `/en/admin/...` English) with toasts. */
export function renderWidget(ui: ReactElement, { path = '/admin/events/1' }: { path?: string } = {}) {
  // A wrapper, so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider flash={null}>{children}</ToastProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}

/** A stored file as the upload API answers it. */
export function storedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 7,
    name: 'poster.png',
    url: '/uploads/poster_abc.png',
    width: 1200,
    height: 800,
    mime: 'image/png',
    size: 123.45,
    alternativeText: null,
    caption: null,
    formats: {},
    ...overrides,
  };
}

export function pngFile(name = 'poster.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

/** An XMLHttpRequest the test answers by hand; every instance lands in `FakeXhr.all`. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeXhr.all.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.events.dispatchEvent(new Event('load'));
  }
  /** The parts of a multipart body under one name. */
  parts(name: string): FormDataEntryValue[] {
    return this.body instanceof FormData ? this.body.getAll(name) : [];
  }
}

/** Installs FakeXhr as the page's XMLHttpRequest; vi.unstubAllGlobals() undoes it. */
export function stubXhr() {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** The last XMLHttpRequest the widget opened; fails the test when there is none. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.all.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was sent');
  return xhr;
}

/** A Strapi-shaped refusal as server/error-body.ts answers it, with the values its text names in `data`. */
export function refusal(status: number, code: string, field?: string, params: Record<string, string | number> = {}) {
  return {
    statusCode: status,
    error: 'Bad Request',
    message: [{ messages: [{ id: code, message: code, ...(field ? { field } : {}) }] }],
    data: { id: code, fields: field ? { [field]: code } : {}, ...params },
  };
}

export function jsonResponse(status: number, json: unknown): Response {
  return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
}
