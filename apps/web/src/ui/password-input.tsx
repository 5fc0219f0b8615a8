import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every password field of the site: its show-password button is reachable by the keyboard and
 * named in the page's language (Mantine's is skipped by Tab and named in English); the button says
 * whether the password shows with aria-pressed. Its CSS (`@mantine/core/styles/PasswordInput.css`) comes
 * with the page's own, in order after Input.css.
 */
export function PasswordInput(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      visibilityToggleFocusable
      // room for a thumb-sized show-password button (44 px)
      rightSectionWidth={44}
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t('a11y.showPassword'),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
