// The client's zone and site filters' choices from their calls' answers, read by the filters themselves (ListFilters
// `choicesFrom`): an answer renders its filter, not the screen's rows.
import type { ClientInfraMetaList, ClientMetaSiteList } from '../../api/generated/model';

export const zoneChoices = (answer: ClientInfraMetaList) => answer.data.map((zone) => ({ value: String(zone.id), label: zone.name }));
export const siteChoices = (answer: ClientMetaSiteList) => answer.data.map((site) => ({ value: String(site.id), label: site.siteName }));
