import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep blue whose shade 7 carries white text at more than 7:1 (WCAG AA needs 4.5:1).
const brand: MantineColorsTuple = [
  '#e8f1fa',
  '#cddff0',
  '#a4c4e4',
  '#78a7d6',
  '#5290c9',
  '#3a7fbd',
  '#2a6aa3',
  '#1c4e80',
  '#153d65',
  '#0d2b4a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Pretendard, "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", NanumGothic, system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});

// Mantine's default dimmed grey is 3.3:1 on white: darken it to pass contrast checks.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Mantine's error red (red.6) is 3.3:1 on white: field messages and borders need 4.5:1
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
