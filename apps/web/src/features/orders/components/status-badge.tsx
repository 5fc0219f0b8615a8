import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import classes from './status-badge.module.css';
import { statusColor } from './status-labels';

/** A status word on its colour; the words come from the caller (order or project status). */
export function StatusBadge({ status, children }: { status: string; children: string }) {
  return (
    <Badge
      className={classes.badge}
      color={statusColor(status)}
      variant="filled"
      size="lg"
      tt="none"
      radius="sm"
    >
      {children}
    </Badge>
  );
}
