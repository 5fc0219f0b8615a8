import { pathOf } from '@putt/contract/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuLabel } from '../menu-label';
import { headerMenus, type MenuGroup } from '../menus';
import classes from './desktop-nav.module.css';

/**
 * The header's menus on wide screens, as disclosure buttons (WAI-ARIA disclosure navigation):
 * hover or click opens a group, Escape or a click elsewhere closes it. Plain CSS keeps the
 * positioning library out of the home page's first load.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <nav
      ref={nav}
      aria-label={t('nav.main')}
      className={classes.nav}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(null);
      }}
    >
      <ul className={classes.list}>
        {headerMenus.map((group) => (
          <NavGroup
            key={group.id}
            group={group}
            open={open === group.id}
            onOpen={(value) => setOpen(value ? group.id : null)}
            onNavigate={() => setOpen(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

/**
 * A mouse has already opened the group by hovering, so its click must not close it again; a
 * keyboard (Enter/Space) or touch click toggles.
 */
function openOnClick(event: Event, open: boolean): boolean {
  return event instanceof PointerEvent && event.pointerType === 'mouse' ? true : !open;
}

type NavGroupProps = { group: MenuGroup; open: boolean; onOpen(value: boolean): void; onNavigate(): void };

function NavGroup({ group, open, onOpen, onNavigate }: NavGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`nav.group.${group.id}`);
  const [only] = group.items;
  if (group.items.length === 1 && only) {
    return (
      <li>
        <Link className={classes.top} to={pathOf(only.route)}>
          {label}
        </Link>
      </li>
    );
  }
  return (
    <li className={classes.group} onMouseEnter={() => onOpen(true)} onMouseLeave={() => onOpen(false)}>
      <button
        type="button"
        className={classes.top}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => onOpen(openOnClick(event.nativeEvent, open))}
      >
        {label}
        <span aria-hidden className={classes.caret} />
      </button>
      <ul id={id} className={classes.dropdown} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.route}>
            <Link className={classes.item} to={pathOf(item.route)} onClick={onNavigate}>
              {menuLabel(item, t)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
