/** A file as the database names it when a backup is taken: what the archive must hold. */
export type ListedFile = { id: string; sha256: string; size: number };
