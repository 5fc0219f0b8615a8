import '@mantine/core/styles/Input.css';
import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { mergeRefs, useCallbackRef } from '@mantine/hooks';
import type { TAddress } from '@putt/contract/inquiries';
import { type Ref, useCallback, useId, useRef, useState } from 'react';
import { Dialog } from '../dialog';
import { loadPostcode, type PostcodeResult, type PostcodeWidget } from './load-postcode';
import { addressFromPostcode } from './postcode-address';

/** The field's words, from the feature that uses it (ui/ has no strings of its own). */
export type PostcodeLabels = {
  postCode: string;
  address: string;
  addressDetail: string;
  search: string;
  dialogTitle: string;
  /** shown when Kakao's widget cannot be loaded: the rest of the form stays usable */
  loadFailed: string;
  /** after a failed load: the postcode and address may be typed instead */
  manualHint: string;
};

type Address = Required<TAddress>;

type Props = {
  /** the whole field's name, e.g. the organisation's address */
  label: string;
  value: Address;
  onChange: (next: Address) => void;
  labels: PostcodeLabels;
  detailError?: string;
  /** where a failed submit puts focus: the search button, or the postcode typed by hand */
  ref?: Ref<HTMLElement>;
};

/**
 * Postcode and address filled by Kakao's address search (read-only: spec-2 §5), and a free
 * detail line. The search opens in a dialog; picking an address closes it and moves on to the detail.
 * When the widget cannot load (blocked script, outage), the postcode and address become fields the
 * user types (the contract checks the postcode's five digits): no application is lost to a
 * third-party script. Searching again stays possible.
 */
export function PostcodeField({ label, value, onChange, labels, detailError, ref }: Props) {
  const labelId = useId();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [opened, setOpened] = useState(false);
  const widget = useRef<PostcodeWidget | null>(null);
  const picked = useRef(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const detailInput = useRef<HTMLInputElement>(null);
  const manual = status === 'failed';

  const search = () => {
    setStatus('loading');
    loadPostcode().then(
      (loaded) => {
        widget.current = loaded;
        setStatus('idle');
        setOpened(true);
      },
      () => setStatus('failed'),
    );
  };

  const complete = useCallbackRef((data: PostcodeResult) => {
    onChange({ ...value, ...addressFromPostcode(data) });
    picked.current = true;
    setOpened(false);
  });

  // The dialog's body exists only while it is open: the widget moves in each time.
  const embed = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || !widget.current) return;
      new widget.current({ oncomplete: complete, width: '100%', height: '100%' }).embed(container);
    },
    [complete],
  );

  // After a pick the user types the detail; after a cancel they are back where they were.
  const afterClose = () => {
    (picked.current ? detailInput : searchButton).current?.focus();
    picked.current = false;
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" mb={-4}>
        {label}
      </Input.Label>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={manual ? (ref as Ref<HTMLInputElement>) : undefined}
          label={labels.postCode}
          value={value.postCode}
          readOnly={!manual}
          onChange={(event) => onChange({ ...value, postCode: event.currentTarget.value })}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          w={130}
        />
        <Button
          ref={mergeRefs(searchButton, manual ? undefined : (ref as Ref<HTMLButtonElement>))}
          variant="light"
          onClick={search}
          loading={status === 'loading'}
        >
          {labels.search}
        </Button>
      </Group>
      {manual && (
        <Text role="alert" c="red.8" fz="sm">
          {labels.loadFailed} {labels.manualHint}
        </Text>
      )}
      <TextInput
        label={labels.address}
        value={value.address}
        readOnly={!manual}
        onChange={(event) => onChange({ ...value, address: event.currentTarget.value })}
        autoComplete="street-address"
        maxLength={200}
      />
      <TextInput
        ref={detailInput}
        label={labels.addressDetail}
        value={value.addressDetail}
        onChange={(event) => onChange({ ...value, addressDetail: event.currentTarget.value })}
        maxLength={200}
        error={detailError}
      />
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={labels.dialogTitle}
        returnFocus={false}
        onExitTransitionEnd={afterClose}
      >
        <div ref={embed} style={{ height: 460 }} />
      </Dialog>
    </Stack>
  );
}
