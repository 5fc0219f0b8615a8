import { Button } from '@mantine/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildConstants } from './build-constants';

/**
 * The files the app's entry imports statically (its own chunk included). They are loaded before
 * any lazy part can be asked for, so the lists of files to preload with a lazy part leave them out:
 * listing them cost bytes in the entry, and preloading them again a link each on every page that
 * did not start from index.html (the prerendered ones).
 */
const entryFiles = new Set<string>();

const collectEntryFiles: Plugin = {
  name: 'collect-entry-files',
  enforce: 'pre', // before Vite writes the preload lists (modulePreload.resolveDependencies)
  generateBundle(_options, bundle) {
    entryFiles.clear();
    const add = (file: string) => {
      const chunk = bundle[file];
      if (entryFiles.has(file) || chunk?.type !== 'chunk') return;
      entryFiles.add(file);
      for (const imported of chunk.imports) add(imported);
    };
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))
        add(chunk.fileName);
  },
};

/** A PostCSS plugin that drops every selector matching `pattern` from the stylesheets, and a rule left with none. */
const dropSelectors = (postcssPlugin: string, pattern: RegExp) => ({
  postcssPlugin,
  Rule(rule: { selector: string; selectors: string[]; remove(): void }) {
    if (!pattern.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !pattern.test(selector));
    if (kept.length > 0) rule.selectors = kept;
    else rule.remove();
  },
});

/**
 * The site has one colour scheme (app.tsx forces light), so Mantine's rules for the dark one are
 * dropped from every stylesheet: about 0.8 KB gzip of the first load (decision 012).
 */
const lightSchemeOnly = dropSelectors('light-scheme-only', /\[data-mantine-color-scheme=['"]?dark['"]?\]/);

/**
 * Rules of Mantine parts the site never renders, dropped likewise: Button's group and group
 * section (ESLint refuses them), about 0.4 KB gzip of the first load, which the shell's compact
 * side menu, page titles and field focus outline took instead (decision 034).
 */
const usedPartsOnly = dropSelectors(
  'used-parts-only',
  new RegExp(`\\.(${Button.classes.group}|${Button.classes.groupSection})\\b`),
);

export default defineConfig({
  plugins: [react(), collectEntryFiles],
  define: buildConstants,
  css: { postcss: { plugins: [lightSchemeOnly, usedPartsOnly] } },
  // Import the contract's TypeScript sources directly (see packages/contract/package.json).
  resolve: { conditions: ['source'] },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !entryFiles.has(dep)) : deps,
    },
    rolldownOptions: {
      // the app, and the prerendered pages' boot script (app/prerender-boot.ts, decision 012)
      input: ['index.html', 'src/app/prerender-boot.ts'],
      output: {
        // Shared chunks and assets are named by their hash alone: the entry lists every lazy part's
        // files for preloading, and each file names those it imports, so long names cost the first
        // load about 2 KB gzip (decision 012). Seven characters (the fewest rolldown allows for our
        // chunks) instead of eight: 0.4 KB less. The manifest keeps each chunk's name.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // The libraries every page needs travel as one file: dozens of small shared chunks compress
        // worse and cost more requests (measured: home's first load 165.6 KB gzip before, 157.9 KB after).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // not React's server renderer: only the build's prerender step loads it
              test: /node_modules[\\/](?!react-dom[\\/](server|cjs[\\/]react-dom-server))(?!@tanstack[\\/].*[\\/](m|useM)utation)(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
