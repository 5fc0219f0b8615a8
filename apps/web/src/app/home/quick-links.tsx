import { UnstyledButton } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sessionQuery } from '../../session/session';
import { toast } from '../../ui/toast';
import classes from './home.module.css';

const open = [
  { id: 'personalPrice', route: 'personalPrice' },
  { id: 'guide', route: 'guideIndividual' },
  { id: 'inquiry', route: 'inquiry' },
  { id: 'orgPrice', route: 'orgHub' },
] as const;

/**
 * Home's quick buttons. "Run a test" and "view result report" need a login; organisation users and
 * admins go to the organisation order page, others to the personal one (spec-1 Home).
 */
export function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // asks the server: the page may have come prerendered with a visitor's session
  const toOrders = async () => {
    const user = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => null);
    if (!user) {
      toast.warning(t('gate.membersOnly'));
      return;
    }
    navigate(pathOf(user.orgId ? 'orgOrders' : 'personalOrders'));
  };
  return (
    <nav aria-label={t('home.quick.label')}>
      <ul className={`${classes.plainList} ${classes.quickLinks}`}>
        {open.map((link) => (
          <li key={link.id}>
            <UnstyledButton component={Link} to={pathOf(link.route)} className={classes.quick}>
              {t(`home.quick.${link.id}`)}
            </UnstyledButton>
          </li>
        ))}
        {(['runTest', 'viewReport'] as const).map((id) => (
          <li key={id}>
            <UnstyledButton
              onClick={() => void toOrders()}
              className={`${classes.quick} ${classes.quickStrong}`}
            >
              {t(`home.quick.${id}`)}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
