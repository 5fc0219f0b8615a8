import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminPath } from '@putt/contract/admin-routes';
import {
  POST_TITLE_MAX,
  type TAdminPost,
  type TAdminSavePostInput,
  type TPostAttachment,
  ZAdminSavePostInput,
} from '@putt/contract/admin/boards';
import { formatDateTime } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Attachment, AttachmentField } from '../../../ui/attachment-field';
import { toast } from '../../../ui/toast';
import { useFieldError } from '../../../ui/use-field-error';
import { useAdminMutation } from '../api/admin-api';
import { FormFailure } from '../ui/form-failure';
import { useDialogSave } from '../ui/use-dialog-save';
import { AdminPage } from '../ui/admin-page';
import { type BoardKind, publicContentRoute, typeOfKind } from './board-kinds';
import { DeletePostDialog } from './delete-post-dialog';
import { PreviewDialog } from './preview-dialog';
import { RichTextEditor } from './rich-text-editor';
import { useUnsavedWarning } from './use-unsaved-warning';

type Props = { kind: BoardKind; post?: TAdminPost };

/**
 * Writes a new post or edits one: title (an FAQ's question), the rich-text body (its answer), a
 * press post's attachment; preview, save and delete. Nothing typed is lost when a save fails.
 */
export function PostForm({ kind, post }: Props) {
  const { t } = useTranslation(['admin_boards', 'admin']);
  const navigate = useNavigate();
  const type = typeOfKind[kind];
  const faq = kind === 'faq';
  const [attachment, setAttachment] = useState<TPostAttachment | null>(post?.attachment ?? null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<{ title: string; html: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const mutation = useAdminMutation('adminSavePost', ['adminListPosts', 'adminGetPost']);
  const { register, control, handleSubmit, formState, setError, setValue, reset, getValues } =
    useForm<TAdminSavePostInput>({
      resolver: zodResolver(ZAdminSavePostInput),
      defaultValues: {
        ...(post ? { sk: post.sk } : {}),
        type,
        title: post?.title ?? '',
        html: post?.html ?? '',
        attachmentId: post?.attachment?.fileId ?? null,
      },
    });
  const fieldError = useFieldError(formState.errors);
  const { run, failure } = useDialogSave(setError, 'admin_boards:edit.failed');
  useUnsavedWarning(formState.isDirty || uploading);

  const board = t(`kinds.${kind}`);
  const changeAttachment = (file: Attachment | null) => {
    setAttachment(file && { fileId: file.id, name: file.name });
    setValue('attachmentId', file?.id ?? null, { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) =>
    run(
      () => mutation.mutateAsync(values),
      (saved) => {
        toast.success(t('edit.saved'));
        // what the server stored becomes the form's clean state (and the editor's content)
        reset({ ...values, sk: saved.sk, html: saved.html });
        if (!post) void navigate(adminPath('adminBoardEdit', { kind, id: saved.sk }), { replace: true });
      },
    ),
  );

  const actions = (
    <>
      {post && (
        <Button
          component={Link}
          variant="subtle"
          to={pathOf(publicContentRoute[kind], { id: post.sk })}
          target="_blank"
        >
          {t('edit.viewPublic')}
        </Button>
      )}
      <Button
        variant="default"
        onClick={() => setPreview({ title: getValues('title'), html: getValues('html') })}
      >
        {t('edit.preview')}
      </Button>
      {post && (
        <Button color="red.8" variant="outline" onClick={() => setDeleting(true)}>
          {t('edit.delete')}
        </Button>
      )}
    </>
  );

  return (
    <AdminPage title={t(post ? 'edit.editTitle' : 'edit.newTitle', { board })} actions={actions}>
      <Anchor component={Link} to={`${adminPath('adminBoards')}?kind=${kind}`} fz="sm">
        {t('admin:back')}
      </Anchor>
      {post && (
        <Text fz="sm" c="dimmed">
          {t('edit.meta', {
            created: formatDateTime(post.created),
            updated: formatDateTime(post.updated),
            author: post.author,
          })}
        </Text>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormFailure text={failure} />
          <TextInput
            label={t(faq ? 'edit.question' : 'edit.title')}
            withAsterisk
            maxLength={POST_TITLE_MAX}
            {...register('title')}
            error={fieldError('title')}
          />
          <Controller
            control={control}
            name="html"
            render={({ field }) => (
              <RichTextEditor
                label={t(faq ? 'edit.answer' : 'edit.body')}
                description={t('edit.bodyHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError('html')}
              />
            )}
          />
          {kind === 'press' && (
            <AttachmentField
              ns="admin_boards"
              linked
              value={attachment && { id: attachment.fileId, name: attachment.name }}
              onChange={changeAttachment}
              onUploadingChange={setUploading}
              error={fieldError('attachmentId')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={uploading}>
              {t('admin:save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {preview && <PreviewDialog {...preview} onClose={() => setPreview(null)} />}
      {post && deleting && (
        <DeletePostDialog
          sk={post.sk}
          title={post.title}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toast.success(t('deleteDialog.done'));
            reset(getValues()); // nothing left to lose: the post is gone
            void navigate(`${adminPath('adminBoards')}?kind=${kind}`, { replace: true });
          }}
        />
      )}
    </AdminPage>
  );
}
