import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import type { TImportProblem } from '@putt/contract/admin/common';
import { useTranslation } from 'react-i18next';

/**
 * Why an imported file (an item bank, a norm table) was refused: each problem in the words of
 * `{ns}:problems.{code}`, under `{ns}:problemsTitle`.
 */
export function ImportProblems({
  ns,
  file,
  problems,
}: {
  ns: string;
  file: string;
  problems: TImportProblem[];
}) {
  const { t } = useTranslation(ns);
  return (
    <Alert color="red.9" variant="outline" role="alert" title={t('problemsTitle', { file })}>
      <List size="sm" spacing={4}>
        {problems.map((problem, index) => (
          <List.Item key={index}>{t(`problems.${problem.code}`, { ...problem })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
