import type { TOrgOrderRow } from '@putt/contract/orders';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { OrgOrderDetails } from './org-order-details';

type Props = {
  /** the row whose detail is shown; null closes the dialog */
  order: TOrgOrderRow | null;
  title: string;
  onClose: () => void;
};

/** A list row's order in a dialog (spec-2 §2 screens 4 and 5), 800 px wide for its lines table. */
export function OrgOrderDialog({ order, title, onClose }: Props) {
  // the closing dialog keeps showing its order while it fades out
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  return (
    <Dialog opened={order !== null} onClose={onClose} title={title} width="lg">
      {shown && <OrgOrderDetails SK={shown.SK} headingOrder={3} />}
    </Dialog>
  );
}
