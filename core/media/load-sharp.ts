import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first picture it handles instead of at start: sharp and libvips stay
 * resident once loaded (~5-11 MiB of libvips' pages, sharp's module and libvips' own state),
 * which a server that resizes an upload now and then need not carry from its boot (decision
 * 196). libvips keeps up to 50 MB of decoded images and runs one thread per core by default:
 * neither helps such a server (or the demo seed's pictures once), and both stay in resident
 * memory (decision 042).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
