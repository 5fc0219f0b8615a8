import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';

/** Why a dialog's save failed, announced at once. */
export function FormFailure({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  );
}
