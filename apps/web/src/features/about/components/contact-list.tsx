import { Anchor } from '@mantine/core';
import type { TSiteInfo } from '@putt/contract/site';
import { useTranslation } from 'react-i18next';
import classes from './contact-list.module.css';
import { telHref } from './tel-href';
import { useLang } from './use-lang';

/** The company's address and numbers as a definition list, in the current language. */
export function ContactList({ info }: { info: TSiteInfo }) {
  const { t } = useTranslation('about');
  const lang = useLang();
  return (
    <dl className={classes.list}>
      <dt>{t('contact.address')}</dt>
      <dd>{info.address[lang]}</dd>
      <dt>{t('contact.phone')}</dt>
      <dd>
        <Anchor href={telHref(info.phone)}>{info.phone}</Anchor>
      </dd>
      <dt>{t('contact.fax')}</dt>
      <dd>{info.fax}</dd>
      <dt>{t('contact.email')}</dt>
      <dd>
        <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
      </dd>
    </dl>
  );
}
