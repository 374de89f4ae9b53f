// Whether a list's rows can be applied to other sites, apart from the button that does it (a list reads it on its first
// render; the button and its dialog load only where it shows).
import type { FormDescriptor } from '../../schema-form/descriptor';
import type { ListDescriptor } from '../lists/descriptor';

/** Whether a rule list's rows can be added to other sites: a site's own paged (or whole) list with a create call. */
// Only a list of the site itself: a list of one domain of it (its path names the domain) holds that site's domain's rows.
export const canApplyRules = (list: ListDescriptor, form: FormDescriptor, path: Record<string, unknown> | undefined, child: boolean) =>
  !child && typeof path?.siteId === 'number' && Object.keys(path).every((param) => param === 'siteId') && !list.whole && !list.rowsAt && Boolean(form.create || list.transfer?.batch);
