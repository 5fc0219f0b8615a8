import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { slipCodeOf } from './slip-code';

/**
 * The slip's code from the address's fragment, read once when the entry page opens, and the
 * fragment removed at once (a replace: the history keeps no entry with the code; the router's
 * own replace, so its location and the address bar agree).
 */
export function useSlipCode(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => slipCodeOf(location.hash));
  const hasCode = slipCodeOf(location.hash) !== null;
  useEffect(() => {
    if (!hasCode) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [hasCode, navigate, location.pathname, location.search, location.state]);
  return code;
}
