import '@mantine/core/styles/Divider.css';
import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import type { TBoardPost } from '@putt/contract/boards';
import { formatDate } from '@putt/contract/format';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './boards.module.css';

type Props = {
  post: TBoardPost;
  /** the question (FAQ) or the title */
  heading: string;
  listPath: string;
  /** the body, then (press) the attachment */
  children: ReactNode;
};

/** One post (spec-2 §2 content screens): heading, author, date, optional ip, body, back to the list. */
export function PostView({ post, heading, listPath, children }: Props) {
  const { t } = useTranslation('boards');
  const headingId = useId();
  return (
    <Stack component="article" aria-labelledby={headingId} gap="md">
      <Title order={2} fz="h3" id={headingId}>
        {heading}
      </Title>
      <dl className={classes.meta}>
        <div>
          <dt>{t('post.author')}</dt>
          <dd>{post.author}</dd>
        </div>
        <div>
          <dt>{t('post.date')}</dt>
          <dd>{formatDate(post.createdDate)}</dd>
        </div>
        {post.ip && (
          <div>
            <dt>{t('post.ip')}</dt>
            <dd>{post.ip}</dd>
          </div>
        )}
      </dl>
      <Divider />
      {children}
      <Divider />
      <Group justify="center">
        <BackToList listPath={listPath} />
      </Group>
    </Stack>
  );
}

export function BackToList({ listPath }: { listPath: string }) {
  const { t } = useTranslation('boards');
  return (
    <Button component={Link} to={listPath} variant="default">
      {t('post.backToList')}
    </Button>
  );
}
