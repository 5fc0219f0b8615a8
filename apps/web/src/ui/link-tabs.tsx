import { Group, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './link-tabs.module.css';

export type LinkTab = { to: string; label: string };

type Hidden = { before: boolean; after: boolean };

/**
 * A tab bar of pages: each tab is a link (so it can be opened, shared and bookmarked), the current
 * page marked with aria-current. `current` names the active tab when the path alone does not.
 * On a narrow screen the bar scrolls sideways: a fade and an arrow on the side where tabs are
 * hidden say there is more, and the current tab is scrolled into view.
 */
export function LinkTabs({ tabs, label, current }: { tabs: LinkTab[]; label: string; current?: string }) {
  const { pathname } = useLocation();
  const active = current ?? pathname;
  const bar = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false });

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
      setHidden((was) => (was.before === next.before && was.after === next.after ? was : next));
    };
    // the current tab in sight, without scrolling the page itself (scrollIntoView would)
    const tab = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (tab) element.scrollLeft = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [active]);

  return (
    <div
      className={classes.frame}
      data-more-before={hidden.before || undefined}
      data-more-after={hidden.after || undefined}
    >
      <nav ref={bar} aria-label={label} className={classes.bar}>
        <Group gap={0} wrap="nowrap" className={classes.list}>
          {tabs.map((tab) => (
            <UnstyledButton
              key={tab.to}
              component={Link}
              to={tab.to}
              className={classes.tab}
              aria-current={tab.to === active ? 'page' : undefined}
            >
              {tab.label}
            </UnstyledButton>
          ))}
        </Group>
      </nav>
    </div>
  );
}
