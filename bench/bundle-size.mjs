// Prints the gzip size of what the home page loads first: the entry script, its static imports,
// their CSS, and the home route's own chunk. Budget (DESIGN.md): at most 160 KB; exits 1 above it.
// The login box, which Home loads lazily once it has rendered, is printed on its own line.
// Run after `npm run build`: node bench/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 160;
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('no web build: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The module that renders `/`, read from the page table.
const pagesSource = readFileSync(new URL('../apps/web/src/app/pages.ts', import.meta.url), 'utf8');
const homeImport = pagesSource.match(/\bhome:\s*\(\)\s*=>\s*import\('([^']+)'\)/)?.[1];
if (!homeImport) throw new Error('the home page is not in apps/web/src/app/pages.ts');
const homeKey = `${posix.normalize(posix.join('src/app', homeImport))}.tsx`;

/** The files a manifest entry loads with it (static imports, CSS), not those already in `seen`. */
function filesOf(key, seen = new Map()) {
  const files = new Map();
  const visit = (entryKey) => {
    const chunk = manifest[entryKey];
    if (!chunk) throw new Error(`not in the manifest: ${entryKey}`);
    if (seen.has(chunk.file) || files.has(chunk.file)) return;
    // chunk files are named by hash (vite.config.ts): show the chunk's name
    const name = chunk.name ?? entryKey;
    files.set(chunk.file, name);
    for (const css of chunk.css ?? []) if (!seen.has(css)) files.set(css, `${name}.css`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const gzipKB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const first = new Map([...filesOf('index.html'), ...filesOf(homeKey)]);
let js = 0;
let css = 0;
const rows = [];
for (const [file, name] of first) {
  const size = gzipKB(file);
  if (file.endsWith('.css')) css += size;
  else js += size;
  rows.push([name, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [name, size] of rows) console.log(`${size.toFixed(1).padStart(7)} KB  ${name}`);

const loginBox = filesOf('src/features/auth/components/login-box.tsx', first);
const loginBoxKB = [...loginBox.keys()].reduce((sum, file) => sum + gzipKB(file), 0);
console.log(`then the login box, after the first paint: ${loginBoxKB.toFixed(1)} KB gzip`);

const total = js + css;
const verdict = total <= BUDGET_KB ? 'PASS' : 'FAIL';
console.log(
  `home initial: JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB = ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB): ${verdict}`,
);
process.exit(total <= BUDGET_KB ? 0 : 1);
