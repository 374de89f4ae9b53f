// What is particular to the origins of a domain (forms/user/lists/domain-origins.list.json): the rules of spec 4/5
// kept before anything is sent. At least one origin and one enabled origin stay (their Remove is refused, the only
// enabled origin's switch is read-only); following the visitor's protocol needs the domain's port mapping on.
import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import { FORMS } from '../../../kit/lists/found';
import type { ListOverride, OverrideProps, OverrideState, Row } from '../../../kit/lists/scope';
import type { FormDescriptor } from '../../../schema-form/descriptor';

/** Whether the domain shown maps ports (its origins may then follow the visitor's protocol). */
export const OriginPortMap = createContext(false);

/** The origin form for this domain and row: the choices the rules leave open, and why the others are closed. */
function originForm(base: FormDescriptor, portMap: boolean, onlyEnabled: boolean, why: { follow: string; onlyEnabled: string }): FormDescriptor {
  const ui = { ...(base.uiSchema ?? {}) };
  if (!portMap) ui.protocol = { ...ui.protocol, 'ui:enumDisabled': ['follow'], 'ui:help': why.follow };
  if (onlyEnabled) ui.enabled = { ...ui.enabled, 'ui:disabled': true, 'ui:help': why.onlyEnabled };
  return { ...base, uiSchema: ui };
}

function useOrigins({ rows }: OverrideProps): OverrideState {
  const { t } = useLingui();
  const portMap = useContext(OriginPortMap);
  return useMemo(() => {
    const base = FORMS.get('user.domain.origin');
    const why = {
      follow: t`Following the visitor's protocol needs port mapping on: turn it on under Listening ports first.`,
      onlyEnabled: t`This is the only enabled origin of the domain, so it stays enabled.`,
    };
    const enabled = (list: Row[]) => list.filter((row) => row.enabled === true).length;
    const note = rows.length === 0 ? null : rows.length <= 1 ? t`A domain keeps at least one origin.` : enabled(rows) <= 1 ? t`At least one origin must stay enabled.` : null;
    return {
      form: originForm(base, portMap, false, why),
      editForm: (row) => originForm(base, portMap, row.enabled === true && enabled(rows) === 1, why),
      removeRefused: (removed) => {
        const left = rows.filter((row) => !removed.some((gone) => gone.id === row.id));
        if (left.length === 0) return t`A domain keeps at least one origin: add another before removing this one.`;
        if (enabled(left) === 0 && enabled(removed) > 0) return t`This is the only enabled origin: enable another before removing it.`;
        return null;
      },
      after: note && (
        <Alert variant="light" color="blue" p="xs" mt="sm">
          <Text size="sm">{note}</Text>
        </Alert>
      ),
    };
  }, [rows, portMap, t]);
}

export const ORIGIN_OVERRIDES: Record<string, ListOverride> = { domainOrigins: { use: useOrigins } };
