import { BoardList } from '../components/board-list';
import { BoardTable } from '../components/board-table';

/** Press list (spec-2 §2): like notices, plus each post's attachment to download. */
export default function PressPage() {
  return (
    <BoardList type="PRESS">{(rows, page) => <BoardTable type="PRESS" rows={rows} page={page} />}</BoardList>
  );
}
