// Imported first by the dashboard benchmark page: React's profiling build (needed for <Profiler> durations) also
// writes every component's effects to DevTools' performance tracks (performance.measure per effect) when
// console.timeStamp exists, which no production build does. Without it the bench measures the console's own work.
// React reads console.timeStamp once, when it is first evaluated, so this must run before react-dom is.
(console as { timeStamp?: unknown }).timeStamp = undefined;
export {};
