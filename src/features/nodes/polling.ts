// Polling moved to the kit (src/kit/polling.ts) when list descriptors gained `refreshEvery`; the node screens read it here.
export { NODE_INFO_REFRESH_MS, NODE_LIST_REFRESH_MS, pollWhileVisible, useKeptRows, useSecondsSince } from '../../kit/polling';
