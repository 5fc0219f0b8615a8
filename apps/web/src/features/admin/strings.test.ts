import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../testing/key-paths';

// The shell's strings and every area's (<area>/i18n/), in both languages.
const files = import.meta.glob<Record<string, unknown>>(['./i18n/*.json', './*/i18n/*.json'], {
  eager: true,
  import: 'default',
});
const areas = [...new Set(Object.keys(files).map((path) => path.replace(/\/(ko|en)\.json$/, '')))];

describe('back-office strings', () => {
  it('finds the shell and every area', () => {
    expect(areas).toContain('./i18n');
    expect(areas.length).toBeGreaterThanOrEqual(10);
  });

  it.each(areas)('%s has the same keys in Korean and English', (area) => {
    expect(keyPaths(files[`${area}/en.json`]).sort()).toEqual(keyPaths(files[`${area}/ko.json`]).sort());
  });
});
