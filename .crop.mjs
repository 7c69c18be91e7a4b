import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
const [n, y0s, y1s, x0s = '0', x1s] = process.argv.slice(2);
const [y0, y1, x0] = [Number(y0s), Number(y1s), Number(x0s)];
const a = PNG.sync.read(readFileSync(`/tmp/img/full-${n}-a.png`));
const b = PNG.sync.read(readFileSync(`/tmp/img/full-${n}-b.png`));
const x1 = x1s ? Number(x1s) : a.width;
const w = x1 - x0, h = y1 - y0;
const out = new PNG({ width: w * 2 + 6, height: h });
out.data.fill(255);
for (let y = 0; y < h; y++) {
  b.data.copy(out.data, y * out.width * 4, ((y + y0) * b.width + x0) * 4, ((y + y0) * b.width + x1) * 4);
  a.data.copy(out.data, (y * out.width + w + 6) * 4, ((y + y0) * a.width + x0) * 4, ((y + y0) * a.width + x1) * 4);
}
writeFileSync(`/tmp/img/crop-${n}-${y0}.png`, PNG.sync.write(out));
