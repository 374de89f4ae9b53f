// The list kit's scope for the admin licences (forms/admin/lists/licenses.list.json; the offline licences' parts are in
// ./offline-lists.tsx): the kit's cells plus a licence's
// own (a limit, 0 = unlimited; seconds; a day), and what is particular to the list: a licence already on layer 7 + 4
// edited with only that port type, the irreversible move to layer 7 + 4 said before saving (and again in the change
// review of an edit), a name sent trimmed, a row's Issue (the screen's issue dialog, IssueContext), and a client's
// licence order record opened from the toolbar.
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { PermittedButton } from '../../components/Permitted';
import { NoWrap } from '../../components/CellText';
import { FORMS } from '../../kit/lists/found';
import { type CellProps, type ListOverride, type ListScope, ListScopeContext, type OverrideProps, type Row } from '../../kit/lists/scope';
import { licenseForm } from './forms';
import { LicenseOrderModal } from './LicenseOrderModal';
import { OFFLINE_LICENSE_CELLS, offlineLicenses } from './offline-lists';
import { useLicenseTexts } from './texts';
import { listParts } from '../../kit/lists/list-parts';
import { formatDate } from '../../i18n/format';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

function Limit({ value }: CellProps) {
  return <>{useLicenseTexts().limit(num(value))}</>;
}
function Seconds({ value }: CellProps) {
  const { t } = useLingui();
  return <>{t`${num(value)} s`}</>;
}
function Day({ value }: CellProps) {
  const { i18n } = useLingui();
  return <NoWrap>{typeof value === 'string' ? formatDate(value, i18n.locale) : ''}</NoWrap>;
}

/** Issues the licence of a row to a client (the screen's dialog). */
export const IssueContext = createContext<(license: Row) => void>(() => undefined);

function IssueButton({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const issue = useContext(IssueContext);
  return (
    <PermittedButton size="compact-sm" variant="subtle" operation="admin-license-issue-license" aria-label={t`Issue ${String(row.name)} to a client`} onClick={() => issue(row)}>
      <Trans>Issue</Trans>
    </PermittedButton>
  );
}

/** A client's licence order record, the client chosen first. */
function ClientLicence() {
  const [orderOf, setOrderOf] = useState<'choose' | null>(null);
  return (
    <>
      <PermittedButton variant="light" operation="admin-license-get-order" onClick={() => setOrderOf('choose')}>
        <Trans>A client's licence</Trans>
      </PermittedButton>
      <LicenseOrderModal client={orderOf} onClose={() => setOrderOf(null)} />
    </>
  );
}

const licenses: ListOverride = {
  use: function useLicenses() {
    const { t } = useLingui();
    return {
      toBody: (values) => ({ ...values, name: String(values.name ?? '').trim() }),
      // A licence already on layer 7 + 4 cannot go back (101023): its form offers only that port type.
      editForm: (row) => licenseForm(FORMS.get('admin.license.update'), { upgraded: row.portType === 'L7+L4' }),
      // Layer 7 to layer 7 + 4 cannot be undone: the form says so while the choice is made, and the change review confirms it.
      warnings: (values, row) =>
        row
          ? row.portType === 'L7' && values.portType === 'L7+L4'
            ? [t`The upgrade to layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.`]
            : []
          : values.portType === 'L7+L4'
            ? [t`Layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.`]
            : [],
    };
  },
  toolbar: ClientLicence,
  row: IssueButton,
};

export const LICENSE_LIST_PARTS = listParts({
  cells: [{ 'license.limit': Limit, 'license.seconds': Seconds, 'license.day': Day }, OFFLINE_LICENSE_CELLS],
  overrides: [{ 'admin.licenses': licenses, 'admin.offlineLicenses': offlineLicenses }],
});

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The licence lists' scope: no path; a change reads again what the contract says it changes. */
export function LicenseLists({ placeName, children }: { placeName: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...LICENSE_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
