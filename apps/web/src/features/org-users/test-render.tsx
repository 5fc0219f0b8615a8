import type { ReactNode } from 'react';
import { Routes } from 'react-router';
import { renderAt } from '../../testing/render-at';
import ko from './i18n/ko.json';

/**
 * Unit tests only: this feature's pages at an address, among the given routes (where a page goes
 * next), with the app's and this feature's Korean strings.
 */
export const renderOrgUsers = (path: string, routes: ReactNode) =>
  renderAt(path, '*', <Routes>{routes}</Routes>, { 'org-users': ko });
