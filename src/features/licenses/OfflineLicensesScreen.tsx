// Admin offline licences (spec 2 offlineLicense, spec 7 license/offline*): signed licence texts for client
// installations that cannot reach the licence server. List with paging (client, licence, period, whether an
// installation loaded it); issue (client and licence chosen from the platform's lists), edit (licence, period,
// memo: a new text is signed), remove and unregister a selection after a confirmation that says what happens to
// the installations; the text is shown after issuing or editing, with copy. The list is
// forms/admin/lists/offline-licenses.list.json; what is particular to it is in ./offline-lists.tsx.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Code, Stack } from '@mantine/core';
import { useState } from 'react';
import offlineList from '../../../forms/admin/lists/offline-licenses.list.json';
import type { AdminOfflineLicense } from '../../api/generated/model';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { PageHeader } from '../../components/PageHeader';
import { isolated } from '../../components/user-text';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { LicenseLists } from './lists';
import { LicenseTextContext } from './offline-lists';
import { DialogClose } from '../../components/DialogActions';
import { CopyTextButton } from '../../components/CopyTextButton';

const OFFLINE = defineList(offlineList);

export function Component() {
  const { t } = useLingui();
  const [text, setText] = useState<AdminOfflineLicense | null>(null);
  return (
    <>
      <PageHeader
        title={t`Offline licences`}
        description={t`Licences for client installations that cannot reach the licence server: the client loads the licence text on its installation, which registers it.`}
      />
      <LicenseTextContext.Provider value={setText}>
        <LicenseLists placeName={t`Offline licences`}>
          <RuleList list={OFFLINE} />
        </LicenseLists>
      </LicenseTextContext.Provider>
      <LicenseText row={text} onClose={() => setText(null)} />
    </>
  );
}

function LicenseText({ row, onClose }: { row: AdminOfflineLicense | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={row !== null} onClose={onClose} size="lg" title={t`Licence text of ${isolated(row?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {row && (
        <Stack>
          <Alert color="blue" variant="light">
            <Trans>Give this text to the client to load on its installation. The first installation that loads it is registered.</Trans>
          </Alert>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={t`Licence text`}>
            {row.license}
          </Code>
          <DialogClose onClose={onClose} label={<Trans>Done</Trans>}>
            <CopyTextButton value={row.license} variant="light">
              <Trans>Copy the text</Trans>
            </CopyTextButton>
          </DialogClose>
        </Stack>
      )}
    </Modal>
  );
}
