import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../ui/link-tabs';
import { tabSets, type TabSet } from '../content/catalogue-pages';

/** The tab bar shared by the pages of one area (tests, coaching, Activity, expert). */
export function AreaTabs({ set }: { set: TabSet }) {
  const { t } = useTranslation(['common', 'catalogue']);
  return (
    <LinkTabs
      label={t('catalogue:tabsLabel')}
      tabs={tabSets[set].map((tab) => ({ to: pathOf(tab.route), label: t(tab.label) }))}
    />
  );
}
