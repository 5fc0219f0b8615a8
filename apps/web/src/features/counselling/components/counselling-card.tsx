import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMyCounselling } from '@putt/contract/counselling';
import { formatYmd } from '@putt/contract/dates';
import { formatDateTime } from '@putt/contract/format';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../../ui/facts';
import { CounsellingStatusBadge } from './counselling-status-badge';

/**
 * One counselling session of the member's orders: who (numbered among the child's sessions when
 * they have several, so each card has its own name) and which order, when, how and with whom at a
 * glance, its status, what was asked for, the booking (time in Korea, length, counsellor, the place
 * or the video link), the counsellor's summary once done (as text, line breaks kept) and what
 * changed when.
 */
export function CounsellingCard({ session, number }: { session: TMyCounselling; number?: number }) {
  const { t } = useTranslation('counselling');
  const headingId = useId();
  const requested =
    session.requestedDate || session.requestedType
      ? t('requestedValue', {
          date: session.requestedDate ? formatYmd(session.requestedDate) : t('noRequest'),
          type: session.requestedType ? t(`types.${session.requestedType}`) : t('noRequest'),
        })
      : t('noRequest');
  // what tells two sessions of one child apart: the booking, else what was asked for
  const when =
    session.startsAt !== null
      ? [formatDateTime(session.startsAt), session.type && t(`types.${session.type}`), session.counsellorName]
          .filter(Boolean)
          .join(' · ')
      : `${t('requested')}: ${requested}`;
  const facts: [string, ReactNode][] = [[t('requested'), requested]];
  if (session.startsAt !== null) {
    facts.push(
      [t('time'), t('timeValue', { time: formatDateTime(session.startsAt) })],
      [t('minutes'), t('minutesValue', { minutes: session.minutes })],
      [t('type'), session.type ? t(`types.${session.type}`) : '—'],
      [t('counsellor'), session.counsellorName ?? '—'],
    );
    if (session.type === 'offline' && session.place) facts.push([t('place'), session.place]);
    if (session.type === 'online' && session.meetingUrl && session.status === 'booked')
      facts.push([
        t('meetingUrl'),
        <Anchor key="link" href={session.meetingUrl} target="_blank" rel="noopener noreferrer">
          {session.meetingUrl}
          <Text span fz="xs" c="dimmed">{` (${t('newTab')})`}</Text>
        </Anchor>,
      ]);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} fz="lg" id={headingId}>
              {number ? t('numbered', { name: session.examineeName, number }) : session.examineeName}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('order', { name: session.orderName })}
            </Text>
            <Text fz="sm" fw={600}>
              {when}
            </Text>
          </div>
          <CounsellingStatusBadge status={session.status} />
        </Group>
        {session.status === 'waiting' && <Text fz="sm">{t('waitingNote')}</Text>}
        {session.status === 'noShow' && <Text fz="sm">{t('noShowNote')}</Text>}
        <Facts facts={facts} />
        {session.status === 'done' && session.summary && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('summary')}
            </Title>
            {/* the counsellor's words as text, line breaks kept: never read as HTML */}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{session.summary}</Text>
          </Stack>
        )}
        {session.history.length > 0 && <History history={session.history} />}
      </Stack>
    </Paper>
  );
}

function History({ history }: { history: TMyCounselling['history'] }) {
  const { t } = useTranslation('counselling');
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {t('history')}
      </Title>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {history.map((change, index) => {
          // a booking after a booking is a new time
          const rebooked =
            change.status === 'booked' && history.slice(0, index).some((c) => c.status === 'booked');
          const what = t(`historyItem.${rebooked ? 'rebooked' : change.status}`);
          return (
            <Text component="li" fz="sm" key={`${change.at}-${index}`}>
              <Text span c="dimmed" mr="xs">
                {formatDateTime(change.at)}
              </Text>
              {change.startsAt !== null && change.status === 'booked'
                ? t('historyTime', { what, time: formatDateTime(change.startsAt) })
                : what}
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}
