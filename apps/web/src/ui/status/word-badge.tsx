import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status or a short mark as words on a light tint, in dark text (the tint's own shade fails
 * contrast on small bold text; the colour is never the only sign). Never narrower than its words:
 * a shrinking table column cannot cut it to "입금 확인 …".
 */
export function WordBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c="dark.8" tt="none" miw="max-content">
      {children}
    </Badge>
  );
}
