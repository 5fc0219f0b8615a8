import type { ReactNode } from 'react';
import { renderAt as renderWithApp } from '../../testing/render-at';
import ko from './i18n/ko.json';

/** Unit tests only: a boards component at an address, with the app's and the boards' strings. */
export const renderAt = (path: string, route: string, element: ReactNode) =>
  renderWithApp(path, route, element, { boards: ko });
