import type { TFunction } from 'i18next';
import type { MenuItem } from './menus';

export function menuLabel(item: MenuItem, t: TFunction): string {
  return item.label ? t(item.label) : t(`routes:${item.route}.title`);
}
