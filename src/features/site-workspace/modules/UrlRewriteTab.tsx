// URL redirect and rewrite (spec 7, "Modules": urlRedirect(s) with urls entries, replaceURL): modules of
// redirects (301/302, paths or regular expressions) that domains use; the particular parts (the site's limit
// of redirects, replacing in targets) are in url-redirect-parts.tsx.
import redirectsList from '../../../../forms/user/lists/url-redirects.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(redirectsList));
