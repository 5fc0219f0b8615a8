import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Switches ko ⇄ en; i18n keeps the choice in localStorage and sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'ko' : 'en';
  return (
    <Button
      variant="default"
      size="compact-sm"
      lang={next}
      aria-label={t('language.switchTo')}
      onClick={() => void i18n.changeLanguage(next)}
    >
      {next === 'en' ? 'English' : '한국어'}
    </Button>
  );
}
