import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  REVIEW_NOTE_MAX,
  type TAdminResultRow,
  type TAdminResultVersion,
} from '@putt/contract/admin/results';
import { formatDateTime } from '@putt/contract/format';
import type { TQuality } from '@putt/contract/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, failureText } from '../../../api/error-message';
import { TableScroll } from '../../../ui/list/table-scroll';
import { Dialog } from '../../../ui/dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { useStaffSession } from '../shell/use-staff-session';
import { DetailList } from '../ui/detail-list';
import { FormFailure } from '../ui/form-failure';
import tableClasses from '../ui/admin-table.module.css';
import { areaName } from '../../../ui/unit-names';
import { ResultStatusBadge } from './result-status-badge';

const refresh = ['adminListResults', 'adminGetResult', 'adminListNorms', 'adminGetOrder'] as const;

/**
 * One result for staff: who and which class, what the quality checks measured, every version with
 * its area scores; a held one is released or sent to a retest with a note, and an administrator
 * rescores one that an older norm scored.
 */
export function ResultDialog({
  id,
  onClose,
  onOpen,
}: {
  id: string | undefined;
  onClose: () => void;
  /** shows another result: the new version after a rescoring */
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(['admin_results', 'admin']);
  const query = useAdminQuery('adminGetResult', { id: id ?? '' }, { enabled: !!id });
  const data = query.data?.result.id === id ? query.data : undefined;

  return (
    <Dialog opened={!!id} onClose={onClose} title={t('dialog.title')} width="lg">
      {query.isPending || (query.isFetching && !data) ? (
        <LoadingState />
      ) : query.error || !data ? (
        <ErrorState
          message={errorMessage(query.error, t, 'admin_results:dialog.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Facts result={data.result} />
          <Quality quality={data.quality} />
          <Versions versions={data.versions} />
          {data.result.status === 'held' && <Review result={data.result} onDone={onClose} />}
          <Rescore result={data.result} onRescored={onOpen} />
        </Stack>
      )}
    </Dialog>
  );
}

function Facts({ result }: { result: TAdminResultRow }) {
  const { t } = useTranslation(['admin_results', 'admin_item-banks']);
  return (
    <DetailList
      items={[
        [t('columns.examinee'), t('examinee', result.examinee)],
        [t('columns.class'), `${result.project.name} · ${result.project.organisation ?? t('individual')}`],
        [t('columns.test'), t(`admin_item-banks:instruments.${result.instrument}`)],
        [t('columns.status'), <ResultStatusBadge key="status" status={result.status} />],
        [t('columns.computed'), formatDateTime(result.computedAt)],
        [t('columns.norm'), result.norm ? `v${result.norm.version} ${result.norm.label}` : t('noNorm')],
        ...(result.review
          ? [
              [
                t('dialog.reviewed'),
                t('dialog.reviewedValue', {
                  at: formatDateTime(result.review.at),
                  by: result.review.by ?? '',
                  note: result.review.note ?? '',
                }),
              ] as [string, string],
            ]
          : []),
      ]}
    />
  );
}

function Quality({ quality }: { quality: TQuality }) {
  const { t } = useTranslation('admin_results');
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {t('dialog.quality')}
      </Title>
      <DetailList
        items={[
          [t('quality.answered'), t('quality.answeredValue', quality)],
          [t('quality.median'), t('quality.seconds', { value: (quality.medianMs / 1000).toFixed(1) })],
          [t('quality.fast'), t('quality.percent', { value: Math.round(quality.fastShare * 100) })],
          [t('quality.run'), String(quality.longestRun)],
          [t('quality.sd'), quality.sd.toFixed(2)],
          [
            t('columns.flags'),
            quality.flags.map((flag) => t(`flagsExplained.${flag}`)).join(' ') || t('noFlags'),
          ],
        ]}
      />
    </div>
  );
}

function Versions({ versions }: { versions: TAdminResultVersion[] }) {
  const { t, i18n } = useTranslation('admin_results');
  const areas = versions[0]?.areas.map((area) => area.id) ?? [];
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {t('dialog.versions')}
      </Title>
      <TableScroll label={t('dialog.versions')}>
        {/* one line per version: the table scrolls sideways rather than break a score */}
        <Table className={tableClasses.table} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.computed')}</Table.Th>
              <Table.Th scope="col">{t('columns.norm')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              {areas.map((area) => (
                <Table.Th key={area} scope="col">
                  {areaName(area, i18n.language)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Th scope="row" fw="normal">
                  {formatDateTime(version.computedAt)}
                  <Text span c="dimmed" fz="xs" display="block">
                    {version.supersededAt
                      ? t('dialog.replaced', { at: formatDateTime(version.supersededAt) })
                      : t('dialog.currentVersion')}
                    {' · '}
                    {version.computedBy
                      ? t('dialog.rescoredBy', { by: version.computedBy })
                      : t('dialog.atSubmit')}
                  </Text>
                </Table.Th>
                <Table.Td>
                  {version.norm ? `v${version.norm.version} ${version.norm.label}` : t('noNorm')}
                </Table.Td>
                <Table.Td>
                  <ResultStatusBadge status={version.status} />
                </Table.Td>
                {version.areas.map((area) => (
                  <Table.Td key={area.id}>
                    {area.t !== null
                      ? `T ${area.t}`
                      : area.raw !== null
                        ? t('dialog.raw', { value: area.raw.toFixed(2) })
                        : '—'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

function Review({ result, onDone }: { result: TAdminResultRow; onDone: () => void }) {
  const { t } = useTranslation(['admin_results', 'admin']);
  const review = useAdminMutation('adminReviewResult', refresh);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const canRetest = result.project.status === 'ing';

  const decide = async (decision: 'release' | 'retest') => {
    setFailure(undefined);
    if (!note.trim()) {
      setNoteError(t('v.noteRequired'));
      return;
    }
    try {
      await review.mutateAsync({ id: result.id, decision, note });
      toast.success(t(decision === 'release' ? 'released' : 'retested', { name: result.examinee.name }));
      onDone();
    } catch (error) {
      setFailure(failureText(error, t, 'admin:actionFailed'));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('dialog.decide')}
      </Title>
      <Text fz="sm">{t('dialog.decideHelp')}</Text>
      <Textarea
        label={t('dialog.note')}
        description={t('dialog.noteHelp')}
        required
        rows={3}
        maxLength={REVIEW_NOTE_MAX}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(undefined);
        }}
      />
      {!canRetest && (
        <Text fz="sm" c="dimmed">
          {t('dialog.retestClosedHelp')}
        </Text>
      )}
      <FormFailure text={failure} />
      <Group justify="flex-end">
        <Button
          variant="outline"
          color="red.9"
          disabled={!canRetest}
          loading={review.isPending && review.variables?.decision === 'retest'}
          onClick={() => void decide('retest')}
        >
          {t('dialog.retest')}
        </Button>
        <Button
          loading={review.isPending && review.variables?.decision === 'release'}
          onClick={() => void decide('release')}
        >
          {t('dialog.release')}
        </Button>
      </Group>
    </Stack>
  );
}

function Rescore({ result, onRescored }: { result: TAdminResultRow; onRescored: (id: string) => void }) {
  const { t } = useTranslation(['admin_results', 'admin']);
  const { staff } = useStaffSession();
  const rescore = useAdminMutation('adminRescoreResult', refresh);
  const [failure, setFailure] = useState<string>();
  if (staff?.role !== 'admin' || result.status === 'retest' || result.norm?.current) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('dialog.rescoreTitle')}
      </Title>
      <Text fz="sm">{t('dialog.rescoreHelp')}</Text>
      <FormFailure text={failure} />
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={rescore.isPending}
          onClick={async () => {
            setFailure(undefined);
            try {
              const rescored = await rescore.mutateAsync({ id: result.id });
              toast.success(t('rescored', { name: result.examinee.name }));
              onRescored(rescored.result.id);
            } catch (error) {
              setFailure(failureText(error, t, 'admin:actionFailed'));
            }
          }}
        >
          {t('dialog.rescore')}
        </Button>
      </Group>
    </Stack>
  );
}
