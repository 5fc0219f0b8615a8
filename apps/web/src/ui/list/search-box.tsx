import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../use-hydrated';
import { LIST_SEARCH_MAX } from './list-params';

/** The box's words, in the list's own namespace; `toggle` names the button of a collapsible box. */
export type SearchBoxLabels = { field: string; placeholder: string; submit: string; toggle?: string };

type Props = {
  /** the search in the address, which the box shows */
  value: string;
  onSearch: (text: string) => void;
  labels: SearchBoxLabels;
  /** FAQ: the box opens and closes on a button (spec-2 §2) */
  collapsible?: boolean;
};

/** Search by title (at most 30 characters); submitting starts the list again from page 1. */
export function SearchBox({ value, onSearch, labels, collapsible = false }: Props) {
  const hydrated = useHydrated();
  const formId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(!collapsible || value !== '');
  // the address changed (back, forward, another search): the box shows its search, open
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
    if (value) setOpen(true);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  const form = (
    <form id={formId} role="search" onSubmit={submit} hidden={!open}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={labels.field}
          placeholder={labels.placeholder}
          type="search"
          maxLength={LIST_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {/* before the page's code runs, the browser would submit the form itself */}
        <Button type="submit" disabled={!hydrated}>
          {labels.submit}
        </Button>
      </Group>
    </form>
  );
  if (!collapsible) return form;
  return (
    <Stack gap="sm" align="stretch">
      <Group justify="flex-end">
        <Button
          variant="light"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {labels.toggle}
        </Button>
      </Group>
      {form}
    </Stack>
  );
}
