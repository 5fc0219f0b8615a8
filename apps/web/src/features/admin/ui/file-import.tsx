import { Button, FileButton, Stack, Text } from '@mantine/core';
import type { TImportProblem } from '@putt/contract/admin/common';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, failureText } from '../../../api/error-message';
import { readDataUrl } from '../../../ui/read-data-url';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toast';
import { ImportProblems } from './import-problems';

type Sent = { name: string; base64: string };
type Answer = { ok: true } | { ok: false; problems: TImportProblem[] };

/**
 * The import of a versioned file (an item bank, a norm table): the chosen file is sent as base64;
 * an installed one is announced by `onImported`, a refused one keeps its problems on the page, and
 * a failed call is toasted.
 */
export function useFileImport<A extends Answer>(
  send: (file: Sent) => Promise<A>,
  onImported: (answer: Extract<A, { ok: true }>) => void,
) {
  const { t } = useTranslation('admin');
  const [problems, setProblems] = useState<{ file: string; list: TImportProblem[] } | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setProblems(null);
    const dataUrl = await readDataUrl(file);
    try {
      const answer = await send({ name: file.name, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
      if (answer.ok) onImported(answer as Extract<A, { ok: true }>);
      else setProblems({ file: file.name, list: answer.problems });
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  return { problems, choose };
}

/** The page's import button: picks a file of the accepted kinds. */
export function ImportButton({
  accept,
  loading,
  onFile,
  children,
}: {
  accept: string;
  loading: boolean;
  onFile: (file: File | null) => void;
  children: ReactNode;
}) {
  return (
    <FileButton onChange={onFile} accept={accept}>
      {(props) => (
        <Button {...props} loading={loading}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/**
 * The body of a page of imported versions: what they are (`{ns}:intro`), the file format
 * (`{ns}:format`), the last refused file's problems, and the list with its loading and error states.
 */
export function ImportedVersions({
  ns,
  problems,
  query,
  children,
}: {
  ns: string;
  problems: { file: string; list: TImportProblem[] } | null;
  query: { isPending: boolean; error: unknown; data?: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation([ns, 'admin']);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('format')}
      </Text>
      {problems && <ImportProblems ns={ns} file={problems.file} problems={problems.list} />}
      {query.isPending ? (
        <LoadingState />
      ) : query.error || !query.data ? (
        <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
      ) : (
        children()
      )}
    </Stack>
  );
}
