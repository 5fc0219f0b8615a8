import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { kindOf, NEW_POST, typeOfKind } from './board-kinds';
import { PostForm } from './post-form';

/** /Admin/Boards/:kind/:id: writes a new post (id `new`) or edits one of that board. */
export default function BoardEditPage() {
  const { t } = useTranslation(['admin_boards', 'admin']);
  const params = useParams();
  const kind = kindOf(params.kind);
  const id = params.id ?? '';
  const isNew = id === NEW_POST;
  const query = useAdminQuery('adminGetPost', { sk: id }, { enabled: !!kind && !isNew });

  const problem = (message: string, onRetry?: () => void) => (
    <AdminPage title={t('admin:nav.adminBoards')}>
      <ErrorState message={message} onRetry={onRetry} />
    </AdminPage>
  );
  if (!kind) return problem(t('edit.unknownBoard'));
  if (isNew) return <PostForm key={NEW_POST} kind={kind} />;
  // the previous post stays in the query while the next loads: never edit one under the other's id
  if (query.isPending || query.isPlaceholderData) return <LoadingState />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ErrorCode.NOT_FOUND;
    return missing
      ? problem(t('edit.notFound'))
      : problem(errorMessage(query.error, t), () => void query.refetch());
  }
  if (query.data.type !== typeOfKind[kind]) return problem(t('edit.wrongBoard'));
  return <PostForm key={id} kind={kind} post={query.data} />;
}
