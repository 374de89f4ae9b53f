// Cache (spec 2: cache): the site's cache rules (by file types or by URL path; cache time, 0 = no caching;
// follow the origin or force) are the list forms/user/lists/cache-rules.list.json (particular parts:
// cache-parts.tsx); below them, clearing the cache and purging URLs.
import { Box } from '@mantine/core';
import cacheRules from '../../../../forms/user/lists/cache-rules.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { listTab } from '../lists';
import { PurgeCache } from './PurgeCache';

export default listTab(defineList(cacheRules), () => (
  <Box mt="lg">
    <PurgeCache />
  </Box>
));
