// The age of a polled list's data moved to the kit (src/kit/RefreshState.tsx) with `refreshEvery` of list descriptors.
export { type Polled, RefreshState } from '../../kit/RefreshState';
