/** Messages between the benchmark and its bare-server child. */
export type Fixture = {
  path: string;
  status: number;
  contentType: string | undefined;
  /** The answer's Content-Encoding (br, gzip) as the app sent it to a browser's Accept-Encoding. */
  contentEncoding?: string | undefined;
  body: Uint8Array;
};
export type BareSetup = { port: number; fixtures: Fixture[] };
export type BareStatus = { ok: true } | { ok: false; error: string };
