import type { AccessRule } from '@putt/contract/routes';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { decideAccess } from '../session/access';
import { useCheckedSession } from '../session/session';
import { LoadingState } from '../ui/states';
import { toast } from '../ui/toast';

/**
 * Renders a page only for those its route's rule lets in; others see the spec's message and go
 * Home. It decides again whenever the session changes (a logout on a member page). The server
 * enforces the same rules on every operation: this is for the user's comfort, not for safety.
 */
export function AccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decision = decideAccess(rule, useCheckedSession());
  const deniedMessage = decision.kind === 'deny' ? decision.message : null;

  useEffect(() => {
    if (!deniedMessage) return;
    toast.warning(t(deniedMessage));
    navigate('/', { replace: true });
  }, [deniedMessage, navigate, t]);

  if (decision.kind === 'allow') return children;
  return decision.kind === 'wait' ? <LoadingState /> : null;
}
