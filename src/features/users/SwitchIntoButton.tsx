// "Open console" on a customer's or a sub-user's row: POST {kind}/proxy gives a pair for that account, handed to a
// new tab through local storage under a one-time key (src/features/switch-user/held-switch.ts). The new tab
// holds the session alone and says whose account it is; this tab's session is not touched.
import { Trans, useLingui } from '@lingui/react/macro';
import { useKindSessionSwitchUser } from '../../api/generated/hooks/session/session';
import type { Account } from '../../api/generated/model';
import { notifyError } from '../../services/feedback';
import { useArea } from '../../services/use-area';
import { PermittedButton } from '../../components/Permitted';
import { handoverKey } from '../switch-user/held-switch';
import { isolated } from '../../components/user-text';

/** How long an unread handover may stay in local storage (the new tab reads it at once). */
const HANDOVER_MS = 60_000;

export function SwitchIntoButton({ account }: { account: Account }) {
  const { t } = useLingui();
  const area = useArea();
  const proxy = useKindSessionSwitchUser();
  return (
    <PermittedButton
      size="compact-sm"
      variant="subtle"
      operation="kind-session-switch-user"
      loading={proxy.isPending && proxy.variables?.data.id === account.id}
      aria-label={t`Open the console of ${isolated(account.accountName)}`}
      onClick={() => {
        // The tab is opened during the click (a later window.open is a pop-up to block), then sent on.
        const tab = window.open('about:blank', '_blank');
        proxy.mutate(
          { kind: area, data: { id: account.id } },
          {
            onSuccess: ({ data }) => {
              if (!tab) return notifyError(t`The browser blocked the new tab. Allow pop-ups for this console and try again.`);
              const key = crypto.randomUUID();
              const { auth, ...tokens } = data;
              localStorage.setItem(handoverKey(key), JSON.stringify({ area: auth, tokens, name: account.accountName }));
              setTimeout(() => localStorage.removeItem(handoverKey(key)), HANDOVER_MS);
              tab.opener = null;
              tab.location.href = `/${auth}/switchUser?handover=${key}`;
            },
            onError: () => tab?.close(),
          },
        );
      }}
    >
      <Trans>Open console</Trans>
    </PermittedButton>
  );
}
