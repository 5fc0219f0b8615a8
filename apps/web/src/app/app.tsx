import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The CSS of every component the shell (header, footer, side menus) uses, here and only here,
// dependencies first (UnstyledButton before Button, Text before Anchor): Mantine's rules override each other by
// order, and a stylesheet imported elsewhere may land in a shared chunk that loads before this one.
// Pages import the CSS of their own components.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Paper.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client';
import { AlertDialogProvider } from '../ui/alert-dialog';
import { ToastOutlet } from '../ui/toast-outlet';
import './i18n';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    // One colour scheme, whatever the device prefers: the dark one's rules are not shipped (vite.config.ts).
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <AlertDialogProvider>
          <ToastOutlet />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AlertDialogProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
