/**
 * What a V8 heap snapshot holds (decision 168): `npx tsx bench/heap-summary.ts <file.heapsnapshot> [rows]`.
 *
 * Take the snapshot from a running server without shipping anything: start it with
 * `NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2` (the bench's `startAppServer` passes the
 * environment on) and `kill -USR2 <pid>` while the load runs; the file lands in the server's
 * working directory. Prints the reachable objects' own size per constructor, their retained
 * size (the dominator tree, weak edges left out; counted at the outermost object of each kind,
 * so nested ones are not counted twice), and the biggest single retainers with their chain of
 * dominators up to the roots. Native memory that Node reports to snapshots (zlib's streams,
 * ArrayBuffer contents) is included; malloc'd memory nobody reports, and garbage (the snapshot
 * collects first), are not.
 */
import { readFileSync } from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type ConstructorSize = { name: string; count: number; selfBytes: number; retainedBytes: number };
export type Retainer = { name: string; retainedBytes: number; chain: string[] };

export function summarizeHeap(
  snap: Snapshot,
  biggest = 20,
): { constructors: ConstructorSize[]; retainers: Retainer[]; reachableBytes: number } {
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const { nodes, edges, strings } = snap;
  const n = nodes.length / nf;
  const at = (field: string) => meta.node_fields.indexOf(field);
  const [iType, iName, iSelf, iEdges] = [at('type'), at('name'), at('self_size'), at('edge_count')];
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const skipped = new Set([edgeTypes.indexOf('weak'), edgeTypes.indexOf('shortcut')]);

  const firstEdge = new Uint32Array(n + 1);
  for (let i = 0, e = 0; i < n; i++) {
    firstEdge[i] = e;
    e += nodes[i * nf + iEdges]! * ef;
    firstEdge[i + 1] = e;
  }
  const nameOf = (i: number) => {
    const type = nodeTypes[nodes[i * nf + iType]!]!;
    const name = strings[nodes[i * nf + iName]!]!;
    return type === 'object' || type === 'native' ? name : `(${type})`;
  };
  const selfOf = (i: number) => nodes[i * nf + iSelf]!;
  const forEachChild = (i: number, visit: (child: number, edge: number) => void) => {
    for (let e = firstEdge[i]!; e < firstEdge[i + 1]!; e += ef)
      if (!skipped.has(edges[e + eType]!)) visit(edges[e + eTo]! / nf, e);
  };

  // Predecessors, then a depth-first postorder from the root (node 0).
  const predCount = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) forEachChild(i, (c) => predCount[c]!++);
  const predStart = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) predStart[i + 1] = predStart[i]! + predCount[i]!;
  const preds = new Uint32Array(predStart[n]!);
  const fill = predStart.slice();
  for (let i = 0; i < n; i++) forEachChild(i, (c) => (preds[fill[c]!++] = i));
  const post = new Int32Array(n).fill(-1);
  const order: number[] = [];
  const next = new Uint32Array(n);
  const seen = new Uint8Array(n);
  const stack = [0];
  seen[0] = 1;
  next[0] = firstEdge[0]!;
  while (stack.length) {
    const v = stack[stack.length - 1]!;
    let pushed = false;
    while (next[v]! < firstEdge[v + 1]!) {
      const e = next[v]!;
      next[v] = e + ef;
      if (skipped.has(edges[e + eType]!)) continue;
      const w = edges[e + eTo]! / nf;
      if (seen[w]) continue;
      seen[w] = 1;
      next[w] = firstEdge[w]!;
      stack.push(w);
      pushed = true;
      break;
    }
    if (!pushed) {
      stack.pop();
      post[v] = order.length;
      order.push(v);
    }
  }

  // Immediate dominators (Cooper, Harvey and Kennedy's iteration), then retained sizes.
  const idom = new Int32Array(n).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (post[a]! < post[b]!) a = idom[a]!;
      while (post[b]! < post[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let k = order.length - 1; k >= 0; k--) {
      const v = order[k]!;
      if (v === 0) continue;
      let dom = -1;
      for (let p = predStart[v]!; p < predStart[v + 1]!; p++) {
        const u = preds[p]!;
        if (idom[u] === -1 || post[u]! < 0) continue;
        dom = dom === -1 ? u : intersect(u, dom);
      }
      if (dom !== -1 && idom[v] !== dom) {
        idom[v] = dom;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(n);
  for (const v of order) {
    retained[v]! += selfOf(v);
    if (v !== 0) retained[idom[v]!]! += retained[v]!;
  }

  const byName = new Map<string, ConstructorSize>();
  let reachableBytes = 0;
  for (const i of order) {
    const name = nameOf(i);
    const row = byName.get(name) ?? { name, count: 0, selfBytes: 0, retainedBytes: 0 };
    row.count++;
    row.selfBytes += selfOf(i);
    if (i !== 0 && nameOf(idom[i]!) !== name) row.retainedBytes += retained[i]!;
    byName.set(name, row);
    reachableBytes += selfOf(i);
  }
  const edgeName = (from: number, to: number) => {
    let label = '?';
    forEachChild(from, (c, e) => {
      if (c !== to || label !== '?') return;
      const type = edgeTypes[edges[e + eType]!];
      label = type === 'element' || type === 'hidden' ? `[${edges[e + eName]}]` : strings[edges[e + eName]!]!;
    });
    return label;
  };
  const retainers = order
    .filter((i) => i !== 0)
    .sort((a, b) => retained[b]! - retained[a]!)
    .slice(0, biggest)
    .map((i) => {
      const chain: string[] = [];
      for (let v = i, depth = 0; v !== 0 && depth < 12; depth++) {
        const p = idom[v]!;
        chain.push(`${nameOf(p).slice(0, 40)}.${edgeName(p, v).slice(0, 30)}`);
        v = p;
      }
      return { name: nameOf(i), retainedBytes: retained[i]!, chain };
    });
  return { constructors: [...byName.values()], retainers, reachableBytes };
}

if (process.argv[1]?.endsWith('heap-summary.ts')) {
  const [file, rows = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx bench/heap-summary.ts <file.heapsnapshot> [rows]');
  const { constructors, retainers, reachableBytes } = summarizeHeap(
    JSON.parse(readFileSync(file, 'utf8')) as Snapshot,
    Number(rows),
  );
  const mib = (b: number) => `${(b / 1048576).toFixed(1).padStart(7)} MiB`;
  console.log(`${file}: reachable ${mib(reachableBytes)}\n\nBy constructor, own size (retained, count):`);
  for (const c of [...constructors].sort((a, b) => b.selfBytes - a.selfBytes).slice(0, Number(rows)))
    console.log(`${mib(c.selfBytes)} ${mib(c.retainedBytes)} ${String(c.count).padStart(8)}  ${c.name.slice(0, 100)}`);
  console.log('\nBy constructor, retained:');
  for (const c of [...constructors].sort((a, b) => b.retainedBytes - a.retainedBytes).slice(0, Number(rows)))
    console.log(`${mib(c.retainedBytes)} ${String(c.count).padStart(8)}  ${c.name.slice(0, 100)}`);
  console.log('\nBiggest retainers, with their dominators up to the roots:');
  for (const r of retainers) console.log(`${mib(r.retainedBytes)} ${r.name.slice(0, 60)} <- ${r.chain.join(' <- ')}`);
}
