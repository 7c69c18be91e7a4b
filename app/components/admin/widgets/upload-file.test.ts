// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, jsonResponse, lastXhr, pngFile, refusal, storedFile, stubXhr } from './test-kit';
import { deleteFile, isAbortError, renameFile, uploadFiles } from './upload-file';
import { previewUrl } from './uploaded-file';

beforeEach(stubXhr);
afterEach(() => vi.unstubAllGlobals());

describe('uploadFiles', () => {
  it('posts every file in the multipart field `files` and reports the progress', async () => {
    const onProgress = vi.fn();
    const pending = uploadFiles([pngFile('a.png'), pngFile('b.png')], { onProgress });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/upload']);
    expect(xhr.parts('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    xhr.progress(50, 200);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(200, [storedFile({ id: 1 }), storedFile({ id: 2 })]);
    const result = await pending;
    expect(result.ok && result.data.map((f) => f.id)).toEqual([1, 2]);
  });

  it("answers a refusal with the server's code", async () => {
    const pending = uploadFiles([pngFile()]);
    lastXhr().respond(400, refusal(400, 'Upload.type', 'files'));
    expect(await pending).toMatchObject({ ok: false, status: 400, code: 'Upload.type' });
  });

  it('reads a bare 413 as a body too large', async () => {
    const pending = uploadFiles([pngFile()]);
    lastXhr().respond(413, null);
    expect(await pending).toMatchObject({ ok: false, code: 'Request.body.tooLarge' });
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const pending = uploadFiles([pngFile()], { signal: controller.signal });
    controller.abort();
    const err: unknown = await pending.catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(lastXhr().aborted).toBe(true);
  });

  it('sends nothing for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFiles([pngFile()], { signal: controller.signal })).rejects.toThrow(DOMException);
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('renameFile and deleteFile', () => {
  it('renames with a fileInfo part holding the name only', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, storedFile({ name: 'Programme.png' })));
    vi.stubGlobal('fetch', fetchMock);
    const result = await renameFile(7, 'Programme');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['POST', '/api/upload?id=7']);
    const body = init.body as FormData;
    expect(JSON.parse(body.get('fileInfo') as string)).toEqual({ name: 'Programme' });
    expect(body.has('files')).toBe(false);
    expect(result.ok && result.data.name).toBe('Programme.png');
  });

  it('deletes through DELETE /api/upload/files/{id}', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, storedFile()));
    vi.stubGlobal('fetch', fetchMock);
    await deleteFile(7);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['DELETE', '/api/upload/files/7']);
  });
});

describe('previewUrl', () => {
  const format = (url: string) => ({ url, width: 1, height: 1, size: 1, mime: 'image/png' });
  it('prefers the small format, then the thumbnail, then the original', () => {
    expect(previewUrl(storedFile({ formats: { small: format('/s.png'), thumbnail: format('/t.png') } }))).toBe('/s.png');
    expect(previewUrl(storedFile({ formats: { thumbnail: format('/t.png'), large: format('/l.png') } }))).toBe('/t.png');
    expect(previewUrl({ id: 1, url: '/o.png' })).toBe('/o.png');
  });
});
