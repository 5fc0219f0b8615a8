import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import classes from './contact-list.module.css';
import { telHref } from './tel-href';

/** One row of a contact list: a value with its link (tel:, mailto:), or null when there is none. */
export type ContactRow = { label: string; value: string | null; href?: string | null };

/** A phone number's row, calling it when chosen. */
export const phoneRow = (label: string, phone: string | null): ContactRow => ({
  label,
  value: phone,
  href: phone && telHref(phone),
});

/** An e-mail address's row, writing to it when chosen. */
export const emailRow = (label: string, email: string | null): ContactRow => ({
  label,
  value: email,
  href: email && `mailto:${email}`,
});

/**
 * Label and value pairs as a definition list. A row without a value (a production site leaves out
 * its demo values, decision 033) is left out, and a list left empty is not drawn.
 */
export function ContactList({ rows }: { rows: ContactRow[] }) {
  const shown = rows.filter((row) => row.value);
  if (shown.length === 0) return null;
  return (
    <dl className={classes.list}>
      {shown.map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.href ? <Anchor href={row.href}>{row.value}</Anchor> : row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
