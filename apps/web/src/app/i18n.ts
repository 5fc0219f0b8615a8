import { langs, type Lang, langOf } from '@putt/contract/lang';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import koCommon from './i18n/ko/common.json';
import koRoutes from './i18n/ko/routes.json';

const STORAGE_KEY = 'lang';

// The shell's strings live in app/i18n/{language}/{namespace}.json. The Korean titles and texts
// travel with the app: Korean is the default language, so most visitors render without waiting for
// another file. English loads when chosen, and the pages' descriptions (only the document's meta
// description reads them, after a page is shown) load when first asked for (DESIGN.md first-load
// budget).
const bundledNamespaces: readonly string[] = ['common', 'routes'];
// `forms`: the words of the shared form parts (the address field), loaded with the first form that has one;
// `status`: the words of order, project and purchase statuses, loaded with the first status badge;
// `validation`: the contract's field messages (`v.*`), loaded when the browser is first idle (main.tsx)
// and by every form's field errors; any namespace falls back to it, so `t('v.…')` reads them anywhere
const shellNamespaces: readonly string[] = [
  ...bundledNamespaces,
  'descriptions',
  'forms',
  'status',
  'validation',
];

// Each feature's strings load with the feature: namespace = folder name under features/. An area's
// strings load with the area, namespace `{feature}_{area}`: beside its code when the area is a folder
// of the feature (features/admin/{area}/i18n/{lang}.json), else as long page content
// (features/{feature}/content/{area}/{lang}.json).
const lazyStrings = import.meta.glob<{ default: Record<string, unknown> }>([
  './i18n/en/*.json',
  './i18n/ko/descriptions.json',
  './i18n/ko/forms.json',
  './i18n/ko/status.json',
  './i18n/ko/validation.json',
  '../features/*/i18n/*.json',
  '../features/*/*/i18n/*.json',
  '../features/*/content/*/*.json',
]);

function resourcePath(namespace: string, language: string): string {
  if (shellNamespaces.includes(namespace)) return `./i18n/${language}/${namespace}.json`;
  const [feature, area] = namespace.split('_');
  if (!area) return `../features/${namespace}/i18n/${language}.json`;
  const beside = `../features/${feature}/${area}/i18n/${language}.json`;
  return beside in lazyStrings ? beside : `../features/${feature}/content/${area}/${language}.json`;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyStrings[resourcePath(namespace, language)];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

function storedLanguage(): Lang {
  try {
    return langOf(localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'ko';
  }
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  // the server picks the prerendered page of this language by the cookie
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
});

void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'ko',
    supportedLngs: langs,
    // a copy: i18next adds every namespace it loads to this list
    ns: [...bundledNamespaces],
    defaultNS: 'common',
    fallbackNS: 'validation',
    partialBundledLanguages: true,
    resources: { ko: { common: koCommon, routes: koRoutes } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18next;
