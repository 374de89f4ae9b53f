// "Change a setting…" on the selected sites (issue 28), loaded when sites are first selected, not with the list
// (issue 29): its settings forms, their validators and the schema form are about 140 kB gzip a phone need not load
// to show the list.
import { SitesBulkChange } from '../../kit/bulk/SitesBulkChange';
import { SITES_BULK_CHOICES } from './bulk-choices';

export default function SitesBulk({ sites }: { sites: { id: number; siteName: string }[] }) {
  return <SitesBulkChange area="user" sites={sites} choices={SITES_BULK_CHOICES} />;
}
