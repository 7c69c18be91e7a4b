import { readFileSync, readdirSync } from 'node:fs';
import { PNG } from 'pngjs';
for (const f of readdirSync('/tmp/img').filter((f) => /^full-.*-a\.png$/.test(f) && /[dp]-a/.test(f))) {
  const n = f.replace(/^full-|-a\.png$/g, '');
  const a = PNG.sync.read(readFileSync(`/tmp/img/full-${n}-a.png`));
  const b = PNG.sync.read(readFileSync(`/tmp/img/full-${n}-b.png`));
  const h = Math.min(a.height, b.height);
  const groups = [];
  for (let y = 0; y < h; y++) {
    let d = 0, minx = 1e9, maxx = -1;
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 40) { d++; minx = Math.min(minx, x); maxx = Math.max(maxx, x); }
    }
    if (!d) continue;
    const g = groups.at(-1);
    if (g && y - g.y1 <= 3) { g.y1 = y; g.x0 = Math.min(g.x0, minx); g.x1 = Math.max(g.x1, maxx); } else groups.push({ y0: y, y1: y, x0: minx, x1: maxx });
  }
  console.log(n.padEnd(14), a.height === b.height ? `h=${a.height}` : `HEIGHT ${b.height}->${a.height}`, groups.length, groups.slice(0, 6).map((g) => `y${g.y0}-${g.y1}/x${g.x0}-${g.x1}`).join(' '));
}
