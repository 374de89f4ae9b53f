// Error pages (spec 2: error pages; spec 4 modes; spec 9 codes): what visitors see in place of the default page
// for a status code: page content, a URL redirect or a script. The list is forms/user/lists/error-pages.list.json
// (particular parts: error-page-parts.tsx); content is only ever shown as text.
import errorPages from '../../../../forms/user/lists/error-pages.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(errorPages));
