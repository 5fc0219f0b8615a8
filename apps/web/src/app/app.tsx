import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The CSS of every component the shell (header, footer, side menus) uses, here and only here,
// dependencies first (UnstyledButton before Button, NavLink): Mantine's rules override each other by
// order, and a stylesheet imported elsewhere may land in a shared chunk that loads before this one.
// Pages import the CSS of their own components.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client';
import { AlertDialogProvider } from '../ui/alert-dialog';
import './i18n';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazy(() => import('../ui/toast-host'));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AlertDialogProvider>
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AlertDialogProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
