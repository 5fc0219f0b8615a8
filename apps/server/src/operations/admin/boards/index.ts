import type { OperationDef } from '../../registry.js';
import { adminDeletePost } from './admin-delete-post.js';
import { adminGetPost } from './admin-get-post.js';
import { adminListPosts } from './admin-list-posts.js';
import { adminPreviewPost } from './admin-preview-post.js';
import { adminSavePost } from './admin-save-post.js';

/** The boards (FAQ, notices, press): list, read, write with sanitised HTML, delete, preview. */
export const adminBoardOperations: readonly OperationDef[] = [
  adminListPosts,
  adminGetPost,
  adminSavePost,
  adminDeletePost,
  adminPreviewPost,
];
