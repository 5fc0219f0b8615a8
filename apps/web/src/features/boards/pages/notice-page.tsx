import { BoardList } from '../components/board-list';
import { BoardTable } from '../components/board-table';

/** Notice list (spec-2 §2): titles link to their posts. */
export default function NoticePage() {
  return (
    <BoardList type="NOTICE">
      {(rows, page) => <BoardTable type="NOTICE" rows={rows} page={page} />}
    </BoardList>
  );
}
