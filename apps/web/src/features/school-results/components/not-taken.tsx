import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PartProps, ResultsSection } from './results-section';

/** The pupils with no entry yet, by class, so the school can arrange their test. */
export function NotTaken({
  results,
  headingId,
  family,
}: Pick<PartProps, 'results' | 'headingId' | 'family'>) {
  const { t } = useTranslation('school-results');
  const missing = results.classes
    .map((group) => ({
      group,
      pupils: results.pupils.filter(
        (pupil) => pupil.projectSk === group.projectSk && pupil.state === 'notTaken',
      ),
    }))
    .filter((each) => each.pupils.length > 0);
  return (
    <ResultsSection headingId={headingId} family={family} title={t('notTaken.title')}>
      {missing.length === 0 ? (
        <Text size="sm">{t('notTaken.none')}</Text>
      ) : (
        missing.map(({ group, pupils }) => (
          <Stack gap={4} key={group.projectSk}>
            <Text size="sm" fw={600}>
              {group.label} · {t('notTaken.count', { count: pupils.length })}
            </Text>
            <List size="sm">
              {pupils.map((pupil) => (
                <List.Item key={pupil.num}>
                  {pupil.num}. {pupil.name || t('pupils.unnamed')}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))
      )}
    </ResultsSection>
  );
}
