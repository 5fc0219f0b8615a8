import { Anchor, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BoardType } from '@putt/contract/boards';
import { formatDate } from '@putt/contract/format';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestPosts } from '../../features/boards/api/boards';
import { EmptyState, LoadingState } from '../../ui/states';
import { useHydrated } from '../../ui/use-hydrated';
import classes from './home.module.css';

type BoardItem = { id: string; title: string; date: string };
type BoardPreviewState = { status: 'loading' } | { status: 'loaded'; items: BoardItem[] };

/**
 * A board's latest posts as Home shows them. A failed load shows the empty text, as the spec says.
 * The prerendered Home was drawn from the build's throw-away server, whose posts are not this
 * site's: its HTML shows the loading state, and the posts come from this server after.
 */
function useBoardPreviewState(type: BoardType): BoardPreviewState {
  const hydrated = useHydrated();
  const latest = useLatestPosts(type);
  if (!hydrated || latest.isPending) return { status: 'loading' };
  const rows = latest.data?.Items ?? [];
  return {
    status: 'loaded',
    items: rows.map((row) => ({ id: row.SK, title: row.title, date: formatDate(row.createdDate) })),
  };
}

type Props = { board: 'notice' | 'press' | 'qna'; type: BoardType; contentRoute: RouteKey };

/**
 * The latest four posts of a board on Home, with loading, loaded and empty states. Each preview
 * reads its own posts: when the page has hydrated only the three previews render again, not Home.
 */
export function BoardPreview({ board, type, contentRoute }: Props) {
  const { t } = useTranslation(['common', 'routes']);
  const state = useBoardPreviewState(type);
  const heading = `home-board-${board}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={heading}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id={heading}>
          {t(`routes:${board}.title`)}
        </Title>
        <Anchor component={Link} to={pathOf(board)} fz="sm">
          {t('home.boards.more')}
          <VisuallyHidden component="span"> {t(`routes:${board}.title`)}</VisuallyHidden>
        </Anchor>
      </Group>
      {/* as tall as its four posts while they load, or when there are fewer: the posts arrive
          after the page has hydrated, and nothing under the boards moves then (decision 032) */}
      <div className={classes.boardBody}>
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'loaded' && state.items.length === 0 && (
          <EmptyState message={t(`home.boards.empty.${board}`)} />
        )}
        {state.status === 'loaded' && state.items.length > 0 && (
          <ul className={classes.boardList}>
            {state.items.slice(0, 4).map((item) => (
              <li key={item.id}>
                <Anchor component={Link} to={pathOf(contentRoute, { id: item.id })} c="dark" lineClamp={1}>
                  {item.title}
                </Anchor>
                <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {item.date}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Paper>
  );
}
