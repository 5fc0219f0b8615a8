import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { testLinkOf } from './status-labels';

/** The test's link while it runs; "ended" after; before, a note that the link comes then. */
export function ProjectTestLink({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('orders');
  const link = testLinkOf(project);
  if (link.kind === 'open')
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={600}>
        {t('detail.project.linkOpen')}
        <VisuallyHidden>{t('detail.project.newTab')}</VisuallyHidden>
      </Anchor>
    );
  return (
    <Text component="span" c={link.kind === 'ended' ? undefined : 'dimmed'}>
      {t(link.kind === 'ended' ? 'detail.project.linkEnded' : 'detail.project.linkWaiting')}
    </Text>
  );
}
