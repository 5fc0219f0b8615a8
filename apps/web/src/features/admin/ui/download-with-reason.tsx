import { Anchor } from '@mantine/core';
import { DOWNLOAD_REASON_MAX, ZDownloadReason } from '@putt/contract/admin/audit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startBrowserDownload } from '../../../api/browser-download';
import { ReasonDialog } from './reason-dialog';

type Props = {
  /** the link's words, e.g. "student reports (ZIP)" */
  label: string;
  /** the file's address with the reason given */
  href: (reason: string) => string;
  /** the name the browser saves it under until the server's own arrives */
  fileName: string;
};

/**
 * A class-wide download of personal data (its reports' ZIP, its teacher report, its code sheet):
 * staff say why first, and the reason goes with the request into the audit log (issue 44).
 */
export function DownloadWithReason({ label, href, fileName }: Props) {
  const { t } = useTranslation('admin');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={() => setOpened(true)}>
        {label}
      </Anchor>
      <ReasonDialog
        opened={opened}
        title={t('downloadReason.title', { file: label })}
        description={t('downloadReason.description')}
        confirmLabel={t('downloadReason.confirm')}
        schema={ZDownloadReason}
        maxLength={DOWNLOAD_REASON_MAX}
        danger={false}
        onClose={() => setOpened(false)}
        onConfirm={async (reason) => startBrowserDownload(href(reason), fileName)}
      />
    </>
  );
}
