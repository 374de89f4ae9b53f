// The settings forms' slots for issue 28's "Apply to other sites…" (src/schema-form/slots.tsx): the button and the
// banner of runs to resume, loaded with the first settings form that can use them (not with the shell).
import { lazy, Suspense } from 'react';
import type { FormDescriptor } from '../../schema-form/descriptor';
import type { SettingsFormSlotProps, SettingsFormSlots } from '../../schema-form/slots';

const ApplySettingButton = lazy(() => import('./ApplyButtons').then((module) => ({ default: module.ApplySettingButton })));
const ResumeRuns = lazy(() => import('./ResumeRuns').then((module) => ({ default: module.ResumeRuns })));

/** Whether a settings form can be applied to other sites: a site's setting, read and saved by the descriptor's calls alone. */
export const canApplySetting = (descriptor: FormDescriptor, path: Record<string, unknown> | undefined, plain: boolean) =>
  plain && typeof path?.siteId === 'number' && Boolean(descriptor.load && descriptor.save);

export const bulkSettingsSlots: SettingsFormSlots = {
  banner: ({ descriptor, path, plain }: SettingsFormSlotProps) =>
    canApplySetting(descriptor, path, plain) ? (
      <Suspense fallback={null}>
        <ResumeRuns source={descriptor.name} />
      </Suspense>
    ) : null,
  actions: ({ descriptor, path, plain, saved }: SettingsFormSlotProps) =>
    canApplySetting(descriptor, path, plain) ? (
      <Suspense fallback={null}>
        <ApplySettingButton descriptor={descriptor} siteId={path!.siteId as number} values={saved} />
      </Suspense>
    ) : undefined,
};
