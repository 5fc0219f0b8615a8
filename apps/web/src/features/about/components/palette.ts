// The colours of our drawings: the theme's brand blues (shade 7 = primary) and one warm accent.
export const brand = {
  0: '#e8f1fa',
  1: '#cddff0',
  2: '#a4c4e4',
  3: '#78a7d6',
  6: '#2a6aa3',
  7: '#1c4e80',
  8: '#153d65',
  9: '#0d2b4a',
} as const;

export const accent = '#f2a93b';
export const ink = '#343a40';
