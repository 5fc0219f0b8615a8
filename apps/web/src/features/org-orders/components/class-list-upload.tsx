import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, FileButton, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  CLASS_LIST_TEMPLATE_PATH,
  type TClassListAnswer,
  type TClassListProblem,
} from '@putt/contract/class-lists';
import { formatYmd } from '@putt/contract/dates';
import type { TProjectDetail } from '@putt/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, queryKeyOf } from '../../../api/client';
import { failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { TableScroll } from '../../../ui/list/table-scroll';
import { readDataUrl } from '../../../ui/read-data-url';
import { toast } from '../../../ui/toast';

type Chosen = { name: string; base64: string };

/**
 * A class's student list (issue 21, decision 017): the template to download, a spreadsheet to
 * choose, the server's preview (every student, or every bad row with its row and column), then
 * the registration of the whole list. Registered students are matched at entry by their number.
 */
export function ClassListUpload({ project, orderSk }: { project: TProjectDetail; orderSk: string }) {
  const { t } = useTranslation('org-orders');
  const alert = useAlert();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [answer, setAnswer] = useState<TClassListAnswer | null>(null);
  const preview = useMutation({
    mutationFn: (file: Chosen) => api.call('previewClassList', { SK: project.SK, file }),
  });
  const register = useMutation({
    mutationFn: (file: Chosen) => api.call('registerClassList', { SK: project.SK, file }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf('getOrderProjectsContainsExamninees', { SK: orderSk }),
      }),
  });
  const failed = async (error: unknown) =>
    alert({
      title: t('classDetail.failedTitle'),
      message: failureText(error, t, 'org-orders:classDetail.failed'),
    });

  const choose = async (file: File | null) => {
    if (!file) return;
    setAnswer(null);
    const dataUrl = await readDataUrl(file);
    const picked = { name: file.name, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
    setChosen(picked);
    try {
      setAnswer(await preview.mutateAsync(picked));
    } catch (error) {
      await failed(error);
    }
  };
  const save = async () => {
    if (!chosen) return;
    try {
      const result = await register.mutateAsync(chosen);
      setAnswer(result.ok ? null : result);
      if (result.ok) {
        setChosen(null);
        toast.success(t('classList.registered', { count: result.students.length }));
        // the preview and its button are gone: focus goes to the section's heading, over the
        // count of registered students it now shows (issue 40, decision 014)
        heading.current?.focus();
      }
    } catch (error) {
      await failed(error);
    }
  };

  const registered = project.examinees.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId} ref={heading} tabIndex={-1}>
        {t('classList.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('classList.intro')}
      </Text>
      <Text size="sm">{registered ? t('classList.count', { count: registered }) : t('classList.none')}</Text>
      <Group gap="xs">
        <Button component="a" href={CLASS_LIST_TEMPLATE_PATH} download variant="default">
          {t('classList.template')}
        </Button>
        <FileButton onChange={(file) => void choose(file)} accept=".xlsx,.csv">
          {(props) => (
            <Button {...props} variant="default" loading={preview.isPending}>
              {t(registered ? 'classList.replace' : 'classList.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {answer && !answer.ok && <Problems file={chosen?.name ?? ''} problems={answer.problems} />}
      {answer?.ok && (
        <>
          <TableScroll label={t('classList.previewOf', { file: chosen?.name ?? '' })}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('classList.num')}</Table.Th>
                  <Table.Th scope="col">{t('classList.name')}</Table.Th>
                  <Table.Th scope="col">{t('classList.gender')}</Table.Th>
                  <Table.Th scope="col">{t('classList.dob')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.students.map((student) => (
                  <Table.Tr key={student.num}>
                    <Table.Td>{student.num}</Table.Td>
                    <Table.Td>{student.name}</Table.Td>
                    <Table.Td>{t(`classList.genders.${student.gender}`)}</Table.Td>
                    <Table.Td>{formatYmd(student.dob)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Group gap="xs">
            <Button loading={register.isPending} onClick={() => void save()}>
              {t('classList.register', { count: answer.students.length })}
            </Button>
            <Button variant="default" onClick={() => setAnswer(null)}>
              {t('classList.cancel')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Every problem of a file, each with its row and column, so the teacher fixes them in one go. */
function Problems({ file, problems }: { file: string; problems: TClassListProblem[] }) {
  const { t } = useTranslation('org-orders');
  return (
    <Alert color="red.9" variant="outline" role="alert" title={t('classList.problemsTitle', { file })}>
      <Text size="sm" mb="xs">
        {t('classList.problemsIntro')}
      </Text>
      <List size="sm" spacing={4}>
        {problems.map((problem, index) => (
          <List.Item key={index}>
            {/* a problem of the whole file may name what it found (the header row's titles) */}
            {t(problem.key, { row: problem.row, found: problem.value })}
            {problem.column &&
              ` (${t('classList.column', { column: problem.column })}${problem.value ? `: ${problem.value}` : ''})`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
