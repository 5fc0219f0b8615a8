import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../ui/alert-dialog';
import { toast } from '../../ui/toast';
import { useLogout } from './api/logout';

/** Logout (spec-1 §4): sign out, say so, and go Home unless already there. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  const alert = useAlert();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    try {
      await logout();
      toast.success(t('logout.done'));
      if (pathname !== '/') navigate('/');
    } catch {
      await alert({ title: t('logout.failedTitle'), message: t('logout.failed') });
    }
  };
}
