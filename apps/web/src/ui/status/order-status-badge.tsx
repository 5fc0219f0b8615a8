import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { knownOrderStatus, knownProjectStatus, purchaseOf, type StatusAudience } from './order-status';
import { tones } from './tones';
import { WordBadge } from './word-badge';

// the words load with the first page that shows a status, beside that page's own strings
if (i18next.isInitialized) void i18next.loadNamespaces('status');

/** The words of order, project and purchase statuses (app/i18n/<lang>/status.json). */
export function useStatusWords() {
  const { t } = useTranslation('status');
  return {
    order: (status: string, audience: StatusAudience) => t(`order.${audience}.${knownOrderStatus(status)}`),
    project: (status: string) => t(`project.${knownProjectStatus(status)}`),
    purchase: (status: string) => t(`purchase.${purchaseOf(status)}`),
  };
}

/** An order's status as its audience's words on the status's colour. */
export function OrderStatusBadge({ status, audience }: { status: string; audience: StatusAudience }) {
  const words = useStatusWords();
  return <WordBadge color={tones.order[knownOrderStatus(status)]}>{words.order(status, audience)}</WordBadge>;
}

/** A project's (a class's, a test's) status as words on its colour; every audience reads the same. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const words = useStatusWords();
  return <WordBadge color={tones.project[knownProjectStatus(status)]}>{words.project(status)}</WordBadge>;
}
