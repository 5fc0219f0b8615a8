import { Group, UnstyledButton } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './link-tabs.module.css';
import { scrollEdgeAttributes, useScrollEdges } from './scroll-edges';
import edgeClasses from './scroll-edges.module.css';

export type LinkTab = { to: string; label: string };

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
  const edges = useScrollEdges(bar);

  // the current tab in sight, without scrolling the page itself (scrollIntoView would); the scroll
  // moves the fades with it
  useLayoutEffect(() => {
    const element = bar.current;
    const tab = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && tab) element.scrollLeft = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  return (
    <div className={`${edgeClasses.edges} ${classes.frame}`} {...scrollEdgeAttributes(edges)}>
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
