import { request } from 'node:http';

export type RawResponse = { status: number; contentType: string | undefined; contentEncoding: string | undefined; body: Buffer };

/**
 * One GET through node:http, not fetch: fetch asks for compression and decodes it, while
 * autocannon takes the bytes as sent (compressed as the browser's Accept-Encoding asked), and
 * the bare server must replay the very bytes, with their encoding, that autocannon gets.
 */
export function httpGet(url: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          contentEncoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
