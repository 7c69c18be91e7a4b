#!/usr/bin/env node
/**
 * How many files name a field: the cost of adding or renaming one (issue 33 item 5, decision 142).
 * Counts the tracked source files that mention each field as a whole word, leaving out tests,
 * migrations, the dictionaries, demo content, benchmarks and prose, and groups them by layer.
 *
 *   node scripts/field-spread.mjs                 the default fields
 *   node scripts/field-spread.mjs job_en website  these fields
 *   node scripts/field-spread.mjs --list job_en   and the files
 */
import { execFileSync } from 'node:child_process';

const DEFAULT_FIELDS = ['job_en', 'linkedin_link', 'max_users', 'facebook_link', 'contact_email'];
const LEFT_OUT = [
  /\.test\.tsx?$/,
  /\.spec\.ts$/,
  /^tests\//,
  /^db\/migrations\//,
  /^db\/demo\//,
  /^app\/i18n\/messages\//,
  /^bench\//,
  /^docs\//,
  /^scripts\//,
  /\.(md|json|css|svg|sql)$/,
];

const args = process.argv.slice(2);
const list = args.includes('--list');
const fields = args.filter((a) => a !== '--list');
const layerOf = (file) => /^(core|server|app|db)\//.exec(file)?.[1] ?? 'other';

for (const field of fields.length ? fields : DEFAULT_FIELDS) {
  let out = '';
  try {
    out = execFileSync('git', ['grep', '-l', '-w', '-e', field, '--', '.'], { encoding: 'utf8' });
  } catch {
    // git grep exits 1 when nothing matches.
  }
  const files = out.split('\n').filter((f) => f && !LEFT_OUT.some((re) => re.test(f)));
  const layers = {};
  for (const f of files) layers[layerOf(f)] = (layers[layerOf(f)] ?? 0) + 1;
  const byLayer = Object.entries(layers)
    .map(([layer, n]) => `${layer} ${n}`)
    .join(', ');
  console.log(`${field}: ${files.length} files (${byLayer})`);
  if (list) for (const f of files) console.log(`  ${f}`);
}
