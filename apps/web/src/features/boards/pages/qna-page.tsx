import { useState } from 'react';
import { BoardList } from '../components/board-list';
import { FaqTable } from '../components/faq-table';

/** FAQ list (spec-2 §2): collapsible search; rows open their answers one by one. */
export default function QnaPage() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (SK: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(SK)) next.add(SK);
      return next;
    });
  return (
    <BoardList type="QNA" collapsibleSearch onSearch={() => setExpanded(new Set())}>
      {(rows, page) => <FaqTable rows={rows} page={page} expanded={expanded} onToggle={toggle} />}
    </BoardList>
  );
}
