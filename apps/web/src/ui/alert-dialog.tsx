import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AlertOptions } from './alert-modal';

type OpenAlert = (options: AlertOptions) => Promise<boolean>;

const AlertContext = createContext<OpenAlert | null>(null);
// The modal's code loads with the first alert, not with every page.
const AlertModal = lazy(() => import('./alert-modal'));

/**
 * The spec's "dialog with OK" (and questions with two named answers) as a promise:
 * `await alert({ message })`; a question (`confirm`: its answers) resolves to the choice.
 */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  // the last alert stays while it fades out: its words, and where focus goes after it
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const open = useCallback<OpenAlert>(
    (options) =>
      new Promise((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setUsed(true);
        setCurrent(options);
        setOpened(true);
      }),
    [],
  );

  const close = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpened(false);
  }, []);

  return (
    <AlertContext.Provider value={open}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <AlertModal opened={opened} current={current} onClose={close} />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export function useAlert(): OpenAlert {
  const open = useContext(AlertContext);
  if (!open) throw new Error('useAlert needs AlertDialogProvider');
  return open;
}
