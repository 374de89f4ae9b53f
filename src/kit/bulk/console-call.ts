// The console's transport for the bulk engine (preview and run), on its own so that a list offering to resume a run
// (ResumeRuns) does not load the "Apply to other sites" dialog with it (issue 29).
import { callOperation } from '../../schema-form/operations';
import type { Call } from './plan';

export const consoleCall: Call = (operation, args) => callOperation(operation, args);
