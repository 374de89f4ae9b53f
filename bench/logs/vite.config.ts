// Builds the log search benchmark page on its own (scripts/bench.mjs, part `logs`); the console's build does not
// include it. React's profiling build, so <Profiler> reports the time of each render.
import { defineConfig } from 'vite';
import { benchPageConfig } from '../page-config.mjs';

export default defineConfig(benchPageConfig(new URL('.', import.meta.url).pathname, '/tmp/parapet-bench-logs'));
