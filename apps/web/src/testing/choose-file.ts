import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/** Unit tests only: chooses a file in the page's hidden file input (a FileButton's), checking what it accepts. */
export function chooseFile(name: string, accept: string, content = '{}'): void {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe(accept);
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}
