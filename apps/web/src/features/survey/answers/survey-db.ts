import { openDB, type IDBPDatabase } from 'idb';

const DB_NAME = 'putt-survey';
/** answers given and not yet acknowledged, by test and item */
export const PENDING = 'pending';
/** the test and attempt as this device last knew them, by test (offline reloads) */
export const SNAPSHOTS = 'snapshots';

let opened: Promise<IDBPDatabase> | undefined;

/**
 * The examinee's database in this browser (decision 019), opened once per page so that writes
 * land in the order they were made. Version 2 added the snapshots; a browser that holds version 1
 * keeps its pending answers through the upgrade.
 */
export function openSurveyDb(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore(PENDING, { keyPath: ['SK', 'item'] });
      if (oldVersion < 2) db.createObjectStore(SNAPSHOTS);
    },
  });
  return opened;
}
