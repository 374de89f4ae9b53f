// Proxy rewrite (spec 7: proxyRewrites POST {modules}/GET/DELETE, proxyRewrite PUT, proxyRewrite/{moduleID}/rules
// and rule PUT): modules of rules that change the URI (and Host) asked of the origin. Rules apply in priority
// order, the first that matches wins: they are listed in that order and reordered by dragging
// (forms/user/lists/proxy-rewrites.list.json and proxy-rewrite-rules.list.json).
import proxyRewritesList from '../../../../forms/user/lists/proxy-rewrites.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';

export default listTab(defineList(proxyRewritesList));
