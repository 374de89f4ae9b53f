// Site DNS (spec 2, 7: site DNS): records the site's nodes use to resolve origin host names instead of public
// DNS, sorted and paged by the server, with the domains whose origins use each record. The list is
// forms/user/lists/site-dns.list.json (particular parts: dns-parts.tsx).
import siteDns from '../../../../forms/user/lists/site-dns.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(siteDns));
