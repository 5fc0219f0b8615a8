import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { BOARD_SEARCH_MAX } from '@putt/contract/boards';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../ui/use-hydrated';

type Props = {
  /** the search in the address, which the box shows */
  value: string;
  onSearch: (text: string) => void;
  /** FAQ: the box opens and closes on a button (spec-2 §2) */
  collapsible?: boolean;
};

/** Search by title (at most 30 characters); submitting starts the list again from page 1. */
export function SearchBox({ value, onSearch, collapsible = false }: Props) {
  const { t } = useTranslation('boards');
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
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          type="search"
          maxLength={BOARD_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {/* before the page's code runs, the browser would submit the form itself */}
        <Button type="submit" disabled={!hydrated}>
          {t('search.submit')}
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
          {t('search.toggle')}
        </Button>
      </Group>
      {form}
    </Stack>
  );
}
