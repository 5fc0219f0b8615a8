import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './i18n/en/common.json';
import enRoutes from './i18n/en/routes.json';
import koCommon from './i18n/ko/common.json';
import koRoutes from './i18n/ko/routes.json';

export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];
const STORAGE_KEY = 'lang';

// Each feature's strings load with the feature: namespace = folder name under features/. Long page
// content loads per area: namespace `{feature}_{area}` = features/{feature}/content/{area}/{lang}.json.
const featureStrings = import.meta.glob<{ default: Record<string, unknown> }>([
  '../features/*/i18n/*.json',
  '../features/*/content/*/*.json',
]);

function resourcePath(namespace: string, language: string): string {
  const [feature, area] = namespace.split('_');
  return area
    ? `../features/${feature}/content/${area}/${language}.json`
    : `../features/${namespace}/i18n/${language}.json`;
}

const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = featureStrings[resourcePath(namespace, language)];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'en' ? 'en' : 'ko';
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
  .use(featureBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'ko',
    supportedLngs: languages,
    ns: ['common', 'routes'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: {
      ko: { common: koCommon, routes: koRoutes },
      en: { common: enCommon, routes: enRoutes },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18next;
