import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/session';
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
  const session = useSession();
  const navigate = useNavigate();
  const toOrders = () => {
    if (session.status !== 'member') {
      toast.warning(t('gate.membersOnly'));
      return;
    }
    navigate(pathOf(session.isOrgUser ? 'orgOrders' : 'personalOrders'));
  };
  return (
    <nav aria-label={t('home.quick.label')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" className={classes.plainList}>
        {open.map((link) => (
          <li key={link.id}>
            <UnstyledButton component={Link} to={pathOf(link.route)} className={classes.quick}>
              {t(`home.quick.${link.id}`)}
            </UnstyledButton>
          </li>
        ))}
        {(['runTest', 'viewReport'] as const).map((id) => (
          <li key={id}>
            <UnstyledButton onClick={toOrders} className={`${classes.quick} ${classes.quickStrong}`}>
              {t(`home.quick.${id}`)}
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
