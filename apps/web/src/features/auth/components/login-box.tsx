import { Paper } from '@mantine/core';
import { useSession } from '../../../session/session';
import { LoadingState } from '../../../ui/states';
import { LoggedInBox } from './logged-in-box';
import { LoginForm } from './login-form';

/** The login box of /Login and of the home page: the form for visitors, who is logged in otherwise. */
export function LoginBox() {
  const session = useSession();
  return (
    <Paper withBorder p="xl" radius="md">
      {session.status === 'loading' && <LoadingState />}
      {session.status === 'visitor' && <LoginForm />}
      {session.status === 'signedIn' && <LoggedInBox user={session.user} />}
    </Paper>
  );
}
