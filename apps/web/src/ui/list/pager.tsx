import { Button, Group, Text } from '@mantine/core';

/** The pager's words, in the list's own namespace: `current` reads "page N" for the page shown. */
export type PagerLabels = { nav: string; previous: string; next: string; current: string };

type Props = { page: number; hasNext: boolean; onPage: (page: number) => void; labels: PagerLabels };

/** Previous, "page N", next (spec-2 §4): previous is off on page 1, next when there is no next page. */
export function Pager({ page, hasNext, onPage, labels }: Props) {
  return (
    <Group component="nav" aria-label={labels.nav} justify="center" gap="md">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <Text fw={600} aria-live="polite">
        {labels.current}
      </Text>
      <Button variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </Group>
  );
}
