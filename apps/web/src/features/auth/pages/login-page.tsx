import { Container, Paper } from '@mantine/core';
import { LoadingState } from '../../../ui/states';
import { useSession } from '../../../session/session';
import { LoggedInBox } from '../components/logged-in-box';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const session = useSession();
  return (
    <Container size={460} py="xl">
      <Paper withBorder p="xl" radius="md">
        {session.status === 'loading' && <LoadingState />}
        {session.status === 'visitor' && <LoginForm />}
        {session.status === 'member' && <LoggedInBox user={session.user} />}
      </Paper>
    </Container>
  );
}
