// Prints the gzip size of what the home page loads first: the entry script, its static imports,
// their CSS, and the home route's own chunk. Budget (DESIGN.md): at most 180 KB.
// Run after `npm run build`: node bench/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('no web build: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The module that renders `/`, read from the page table (the titled page until Home has its own).
const pagesSource = readFileSync(new URL('../apps/web/src/app/pages.ts', import.meta.url), 'utf8');
const homeImport = pagesSource.match(/\bhome:\s*\(\)\s*=>\s*import\('([^']+)'\)/)?.[1];
const homeKey = homeImport
  ? `${posix.normalize(posix.join('src/app', homeImport))}.tsx`
  : 'src/app/titled-page.tsx';

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(homeKey);

let js = 0;
let css = 0;
const rows = [];
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.css')) css += size;
  else js += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const total = (js + css) / 1024;
console.log(
  `home initial: JS ${(js / 1024).toFixed(1)} KB + CSS ${(css / 1024).toFixed(1)} KB = ${total.toFixed(1)} KB gzip (budget 180 KB)`,
);
process.exit(total <= 180 ? 0 : 1);
