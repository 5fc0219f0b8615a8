import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusNewPageWhenShown } from '../../../ui/focus/focus-when-shown';

/**
 * The back office's navigations, signing in included (issue 40, decision 014): the new page's
 * heading takes focus once it is shown and is announced, so keyboard and screen-reader users go on
 * from there instead of from the page body. The first page is left to the browser.
 */
export function AdminRouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const announcer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    return focusNewPageWhenShown(announcer.current);
  }, [pathname]);
  return <VisuallyHidden ref={announcer} role="status" aria-live="polite" />;
}
