// An automatic certificate's result is a state the domains reach later (issue 25: feedback that tells the truth): the
// toast says the application is pending, then issued or failed, as the domains' automatic-SSL state changes.
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { userSiteDomainListDomains } from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomain } from '../../../api/generated/model';
import { notifyProgress } from '../../../services/feedback';

type Target = Pick<UserDomain, 'id' | 'domainName'>;
const ALL = 26784;

export interface AutoSslOutcome {
  issued: string[];
  failed: string[];
  pending: string[];
}

/** Reads the domains' automatic-SSL state every `everyMs` until none is pending (at most `limitMs`). */
export async function followAutoSsl(
  siteId: number,
  targets: Target[],
  { everyMs = 3000, limitMs = 300_000, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<AutoSslOutcome> {
  const ids = new Set(targets.map((d) => d.id));
  const started = Date.now();
  for (;;) {
    await wait(everyMs);
    const keywords = targets.length === 1 ? [targets[0]!.domainName] : undefined;
    const answer = await userSiteDomainListDomains(siteId, { page: 1, pageSize: ALL, keywords });
    const ours = answer.data.filter((d) => ids.has(d.id));
    const outcome: AutoSslOutcome = { issued: [], failed: [], pending: [] };
    for (const d of ours) {
      const state = d.autoSSL.status;
      if (state === 'active' || d.certStatus === 'success') outcome.issued.push(d.domainName);
      else if (state === 'applyFailed' || d.certStatus === 'failed') outcome.failed.push(d.domainName);
      else outcome.pending.push(d.domainName);
    }
    if (outcome.pending.length === 0 || Date.now() - started >= limitMs) return outcome;
  }
}

/** The whole toast: pending, then issued, failed or still pending (the list shows the rest). */
export function reportAutoSsl(siteId: number, targets: Target[], then?: () => void): void {
  const count = targets.length;
  const one = targets[0]?.domainName ?? '';
  const toast = notifyProgress(
    count === 1 ? i18n._(msg`Applying for a certificate for ${one}…`) : plural(count, { one: 'Applying for certificates for # domain…', other: 'Applying for certificates for # domains…' }),
  );
  void followAutoSsl(siteId, targets)
    .then(({ issued, failed, pending }) => {
      if (failed.length > 0) {
        const names = failed.join(', ');
        toast.settle('failed', i18n._(msg`Certificate application failed for ${names}. The domain's page lists what to check.`));
      } else if (pending.length > 0) {
        const names = pending.join(', ');
        toast.settle('unknown', i18n._(msg`Still applying after 5 minutes for ${names}; the list shows when the certificate is issued.`));
      } else if (issued.length === 1) {
        const name = issued[0]!;
        toast.settle('done', i18n._(msg`Certificate issued for ${name}`));
      } else toast.settle('done', plural(issued.length, { one: 'Certificate issued for # domain', other: 'Certificates issued for # domains' }));
    })
    .catch(() => toast.settle('unknown', i18n._(msg`The certificate's state could not be read; the list shows it.`)))
    .finally(() => then?.());
}
