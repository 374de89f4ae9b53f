// The remove call the module screens share (the page parts are the list kit's).
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '../../../../app/feedback';
import { callOperation } from '../../../../schema-form/operations';
import { useSite } from '../context';
import { useRefreshSite } from './data';

export { DomainBadges, EnabledBadge, EntriesPanel, TabIntro } from '../../../../kit/lists/parts';

/** Removes rows by id with a DELETE {ids} operation, then says so and refreshes the site's lists. */
export function useRemove(operation: string, path?: Record<string, number>) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const refresh = useRefreshSite();
  const mutation = useMutation({
    mutationFn: (ids: number[]) => callOperation(operation, { path: { siteId, ...path }, body: { ids } }),
  });
  const remove = (ids: number[]) =>
    mutation.mutateAsync(ids).then(
      async () => {
        notifySuccess(t`Remove Success!`);
        await refresh();
      },
      () => undefined, // Reported by the query client; the confirmation closes and the list stays as it was.
    );
  return { remove, pending: mutation.isPending };
}
