// Issue 28: the settings the sites list can change on many sites at once (the kit's SitesBulkChange): compression,
// and an entry of the firewall's deny list.
import compression from '../../../forms/user/site-compression.form.json';
import blacklistForm from '../../../forms/user/firewall-blacklist.form.json';
import blacklist from '../../../forms/user/lists/firewall-blacklist.list.json';
import type { BulkChoice } from '../../kit/bulk/SitesBulkChange';
import { defineList } from '../../kit/lists/descriptor';
import { defineForm } from '../../schema-form/descriptor';

export const SITES_BULK_CHOICES: BulkChoice[] = [
  { form: defineForm(compression) },
  { list: defineList(blacklist), form: defineForm(blacklistForm) },
];
