import type { ReactNode } from 'react';
import { Routes } from 'react-router';
import { renderAt } from '../../testing/render-at';
import { AlertDialogProvider } from '../../ui/alert-dialog';
import ko from './i18n/ko.json';

/**
 * Unit tests only: this feature's pages at an address, among the given routes (where a page goes
 * next), with the app's, this feature's Korean strings and the alert dialogs.
 */
export const renderOrgUsers = (path: string, routes: ReactNode) =>
  renderAt(
    path,
    '*',
    <AlertDialogProvider>
      <Routes>{routes}</Routes>
    </AlertDialogProvider>,
    { 'org-users': ko },
  );
