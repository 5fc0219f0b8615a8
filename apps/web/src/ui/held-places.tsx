import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { TProjectDetail } from '@putt/contract/orders';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/error-message';
import { useAlert } from './alert-dialog';

/** How a page releases a place: the member's operation, or the back office's. */
export type ReleasePlace = {
  mutateAsync: (place: { SK: string; num: number }) => Promise<unknown>;
  isPending: boolean;
  variables?: { num: number };
};

/**
 * The places of a project whose code entry or report link is held after too many wrong names or
 * birth dates (issue 43), each with what is held and a button that opens it again (`release`).
 * Shown while something is held, and after the last release, so that the focus, moved to the heading
 * because the released row is gone, stays in the section that says what happened. Its words are `${ns}:${prefix}.held.{title,intro,entry,report,release,
 * releaseLabel,released}` and `${ns}:${prefix}.{failedTitle,failed}`.
 */
export function HeldPlaces({
  project,
  release,
  ns,
  prefix,
}: {
  project: TProjectDetail;
  release: ReleasePlace;
  ns: string;
  prefix: string;
}) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const alert = useAlert();
  const heading = useRef<HTMLParagraphElement>(null);
  const [released, setReleased] = useState<number | null>(null);
  const held = project.held ?? [];
  if (held.length === 0 && released === null) return null;
  const key = (name: string) => `${prefix}.held.${name}`;
  const nameOf = new Map(project.examinees.map((student) => [student.num, student.name]));
  const releasePlace = async (num: number) => {
    try {
      await release.mutateAsync({ SK: project.SK, num });
      setReleased(num);
      heading.current?.focus();
    } catch (error) {
      await alert({
        title: t(`${prefix}.failedTitle`),
        message: failureText(error, t, `${ns}:${prefix}.failed`),
      });
    }
  };
  return (
    <Paper
      withBorder
      p="sm"
      bg="var(--mantine-color-orange-light)"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Text fw={700} id={headingId} ref={heading} tabIndex={-1}>
          {t(key('title'))}
        </Text>
        <Text size="sm" role="status">
          {released === null ? '' : t(key('released'), { num: released })}
        </Text>
        {held.length > 0 && <Text size="sm">{t(key('intro'))}</Text>}
        {held.length > 0 && (
          <List listStyleType="none" spacing="xs">
            {held.map((place) => (
              <List.Item key={place.num}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {[`${place.num}`, nameOf.get(place.num)].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="sm">
                    {[place.entry && t(key('entry')), place.report && t(key('report'))]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t(key('releaseLabel'), { num: place.num })}
                    loading={release.isPending && release.variables?.num === place.num}
                    onClick={() => void releasePlace(place.num)}
                  >
                    {t(key('release'))}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
