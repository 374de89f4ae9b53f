// Access control (spec 2: modules; spec 7: Lua ACL): modules of ordered access rules, bound to domains.
// Each rule matches paths, client IPs and methods, and accepts, refuses or passes the request on
// (forms/user/lists/access-control.list.json and access-control-rules.list.json).
import aclList from '../../../../forms/user/lists/access-control.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(aclList));
