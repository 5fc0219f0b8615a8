import { Container } from '@mantine/core';
import { LoginBox } from '../components/login-box';

export default function LoginPage() {
  return (
    <Container size={460} py="xl">
      <LoginBox />
    </Container>
  );
}
