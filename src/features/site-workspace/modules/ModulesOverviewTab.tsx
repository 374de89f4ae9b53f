// Modules overview (spec 7: module/exists and the modules of each kind): which kinds the site uses, every module
// with the domains using it, and the one binding dialog to change them. The list is
// forms/user/lists/modules-overview.list.json; its rows (one call per kind in use), the kinds' cards and the binding
// are overview-parts.tsx.
import overviewList from '../../../../forms/user/lists/modules-overview.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(overviewList));
