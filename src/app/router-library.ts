// React Router, evaluated ahead of the shell in a task of its own (app/early-code.ts, issue 29). One name is enough
// to start its module; a dynamic import of the package itself would keep every export of it in the build.
export { RouterProvider } from 'react-router';
