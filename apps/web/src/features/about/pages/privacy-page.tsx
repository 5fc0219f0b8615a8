import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';
import { ErrorState, LoadingState } from '../../../ui/states';
import classes from '../components/about.module.css';
import { ContactList, emailRow, phoneRow } from '../components/contact-list';
import { RetentionItems } from '../components/retention-items';
import { useLang } from '../components/use-lang';

type Article = { heading: string; paragraphs: string[]; items: string[]; after: string[] };

const articleId = (index: number) => `privacy-article-${index + 1}`;
/** Article 3 states the retention periods, read from the server (decision 041). */
const RETENTION_ARTICLE = 2;

/** The privacy officer of Article 8: the representative, with the company's phone and e-mail. */
function PrivacyOfficer() {
  const { t } = useTranslation('about');
  const lang = useLang();
  const { data, isPending, isError, refetch } = useSiteInfo();
  if (isPending) return <LoadingState label={t('contact.loading')} />;
  if (isError) return <ErrorState message={t('contact.loadFailed')} onRetry={() => void refetch()} />;
  return (
    <Paper withBorder p="lg" bg="brand.0">
      <Title order={3} fz="md" mb="sm" c="brand.8">
        {t('privacy.officer.heading')}
      </Title>
      <ContactList
        rows={[
          { label: t('privacy.officer.name'), value: data.representative[lang] },
          { label: t('privacy.officer.position'), value: t('privacy.officer.positionValue') },
          { label: t('privacy.officer.department'), value: t('privacy.officer.departmentValue') },
          phoneRow(t('privacy.officer.phone'), data.phone),
          emailRow(t('privacy.officer.email'), data.email),
        ]}
      />
    </Paper>
  );
}

function ArticleSection({ article, index, last }: { article: Article; index: number; last: boolean }) {
  const { t } = useTranslation('about');
  const remedies = t('privacy.remedies', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby={articleId(index)}>
      <Title order={2} fz="h4" id={articleId(index)} mb="sm">
        {article.heading}
      </Title>
      <Stack gap="sm">
        {article.paragraphs.map((paragraph) => (
          <Text key={paragraph} lh={1.8}>
            {paragraph}
          </Text>
        ))}
        {index === RETENTION_ARTICLE && <RetentionItems />}
        {article.items.length > 0 && (
          <ol className={classes.bullets}>
            {article.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        )}
        {last && <PrivacyOfficer />}
        {article.after.map((paragraph) => (
          <Text key={paragraph} lh={1.8}>
            {paragraph}
          </Text>
        ))}
        {last && (
          <ul className={classes.bullets}>
            {remedies.map((remedy) => (
              <li key={remedy}>{remedy}</li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/** The privacy policy (spec-2 §2): eight numbered articles, the privacy officer, effective 2007-01-01. */
export default function PrivacyPage() {
  const { t } = useTranslation(['about', 'common']);
  const articles = t('privacy.articles', { returnObjects: true }) as Article[];

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Text className={classes.lead}>{t('privacy.intro', { company: t('common:company.name') })}</Text>

        <Paper component="nav" aria-label={t('privacy.tocLabel')} withBorder p="lg">
          <Text fw={700} mb="xs" aria-hidden>
            {t('privacy.tocLabel')}
          </Text>
          <ul className={classes.bullets} style={{ listStyle: 'none', paddingLeft: 0 }}>
            {articles.map((article, index) => (
              <li key={article.heading}>
                <Anchor href={`#${articleId(index)}`}>{article.heading}</Anchor>
              </li>
            ))}
          </ul>
        </Paper>

        {articles.map((article, index) => (
          <ArticleSection
            key={article.heading}
            article={article}
            index={index}
            last={index === articles.length - 1}
          />
        ))}

        <section aria-labelledby="privacy-addendum">
          <Title order={2} fz="h4" id="privacy-addendum" mb="sm">
            {t('privacy.addendumHeading')}
          </Title>
          <Text fw={600}>{t('privacy.effective')}</Text>
        </section>
      </Stack>
    </Container>
  );
}
