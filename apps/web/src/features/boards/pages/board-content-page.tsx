import { Group, Stack, Text } from '@mantine/core';
import type { BoardType, TBoardPost } from '@putt/contract/boards';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { listSearchFrom } from '../../../ui/list/list-params';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { useBoardContent, useBoardPost } from '../api/boards';
import { boardOfContent, listRouteOf } from '../board-kinds';
import { DownloadButton } from '../components/download-button';
import { HtmlBody } from '../components/html-body';
import { BackToList, PostView } from '../components/post-view';

/** An id the server does not know (or cannot be one) is the spec's "invalid access". */
const isInvalidId = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

/** The stored body of a notice or press post, loaded by the id the post names. */
function StoredBody({ type, id }: { type: BoardType; id: string | undefined }) {
  const { t } = useTranslation('boards');
  const content = useBoardContent(id);
  if (id === undefined) return null;
  if (content.isPending) return <LoadingState label={t('post.loading')} />;
  if (content.isError)
    return <ErrorState message={t(`list.loadFailed.${type}`)} onRetry={() => void content.refetch()} />;
  return <HtmlBody html={content.data.html} />;
}

function Attachment({ post }: { post: TBoardPost }) {
  const { t } = useTranslation('boards');
  if (!post.attached_file_drive_id && !post.attached_file_name) return null;
  return (
    <Group gap="sm" align="center">
      <Text fw={600} fz="sm" style={{ flex: 'none' }}>
        {t('post.attachment')}
      </Text>
      <DownloadButton id={post.attached_file_drive_id} name={post.attached_file_name} />
    </Group>
  );
}

/** The content page of the three boards (/Qna, /Notice, /Press Content/{id}), by the route's key. */
export default function BoardContentPage() {
  const { t } = useTranslation('boards');
  const type = boardOfContent(useCurrentRoute()?.key);
  const { id = '' } = useParams();
  const { state } = useLocation();
  const post = useBoardPost(type, id);
  if (!type) return null;
  const listPath = pathOf(listRouteOf[type]) + listSearchFrom(state);

  if (post.isPending) return <LoadingState label={t('post.loading')} />;
  if (post.isError)
    return (
      <Stack align="center">
        {isInvalidId(post.error) ? (
          <ErrorState message={t('post.invalid')} />
        ) : (
          <ErrorState message={t(`list.loadFailed.${type}`)} onRetry={() => void post.refetch()} />
        )}
        <BackToList listPath={listPath} />
      </Stack>
    );

  const item = post.data.Item;
  return (
    <PostView
      post={item}
      heading={type === 'QNA' ? item.question || item.title : item.title}
      listPath={listPath}
    >
      {type === 'QNA' ? (
        <HtmlBody html={item.answer ?? ''} />
      ) : (
        <StoredBody type={type} id={item.content_drive_id} />
      )}
      {type === 'PRESS' && <Attachment post={item} />}
    </PostView>
  );
}
