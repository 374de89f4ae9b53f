// Adds one or many layer-4 ports (spec 7: port POST {ports} and port/batchCreate). Ports are typed one a line
// (ranges allowed); their origins are shared. When each port goes to the same port on the origins, every port
// is sent with its own origins (batch create); otherwise all ports share the origins as typed.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUserPortBatchCreatePorts, useUserPortCreatePorts } from '../../../api/generated/hooks/port/port';
import { notifySuccess } from '../../../services/feedback';
import { Dialog } from '../../../components/Dialog';
import { DialogActions } from '../../../components/DialogActions';
import { invalidateAfter } from '../../../api/invalidate';
import { translate } from '../../../validation/form';
import { OriginPortInput, OriginWeightInput, WeightHelp } from './OriginInputs';
import { hasProblems, type OriginProblems, originProblems, type OriginValues, parsePortLines } from './port-rules';
import { LinesTextarea } from '../../../components/LinesTextarea';
import { CheckedForm } from '../../../components/CheckedForm';

export interface AddPortsModalProps {
  siteId: number;
  opened: boolean;
  onClose: () => void;
  /** Listening ports of the zone (not allowed for forwarding). */
  zonePorts: readonly number[];
  /** Ports the site forwards already; null while they are read. */
  existing: readonly number[] | null;
  /** Ports the site may forward (0: no limit). */
  portLimit: number;
}

export function AddPortsModal({ opened, onClose, ...rest }: AddPortsModalProps) {
  const { t } = useLingui();
  // The form's state lives in its content, so each opening starts empty.
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Add layer-4 ports`}>
      <AddPortsForm onDone={onClose} {...rest} />
    </Dialog>
  );
}

interface OriginRow extends OriginValues {
  key: number;
}

let nextKey = 1;
const emptyOrigin = (): OriginRow => ({ key: nextKey++, host: '', port: '', weight: 1 });

function AddPortsForm({ siteId, zonePorts, existing: known, portLimit, onDone }: Omit<AddPortsModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const create = useUserPortCreatePorts();
  const batch = useUserPortBatchCreatePorts();
  const [portsText, setPortsText] = useState('');
  const [samePort, setSamePort] = useState(true);
  const [origins, setOrigins] = useState<OriginRow[]>(() => [emptyOrigin()]);
  const [portsError, setPortsError] = useState<string | null>(null);
  const [originErrors, setOriginErrors] = useState<OriginProblems[]>([]);
  const [originsError, setOriginsError] = useState<string | null>(null);
  const busy = create.isPending || batch.isPending;
  const existing = known ?? [];

  const setOrigin = (key: number, change: Partial<OriginValues>) => {
    setOrigins((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setOriginErrors([]);
  };

  const submit = () => {
    const parsed = parsePortLines(portsText, { zonePorts, existing });
    const problems = originProblems(origins, { followPort: samePort });
    const room = portLimit - existing.length;
    const overLimit = !parsed.problem && portLimit > 0 && parsed.ports.length > room;
    setPortsError(
      parsed.problem ? translate(parsed.problem) : overLimit ? t`This site may forward at most ${portLimit} ports; ${room} more can be added.` : null,
    );
    setOriginErrors(problems);
    setOriginsError(origins.length === 0 ? t`Add at least one origin.` : null);
    if (parsed.problem || overLimit || hasProblems(problems) || origins.length === 0) return;
    const done = {
      onSuccess: async () => {
        notifySuccess(plural(parsed.ports.length, { one: '# port added', other: '# ports added' }));
        onDone();
        await invalidateAfter(queryClient, 'user-port-create-ports', { siteId });
      },
    };
    const upstream = (o: OriginValues, port: number) => ({ host: o.host.trim(), port, weight: Number(o.weight) });
    if (samePort) {
      batch.mutate({ siteId, data: { items: parsed.ports.map((port) => ({ port, upstreams: origins.map((o) => upstream(o, port)) })) } }, done);
    } else {
      create.mutate({ siteId, data: { ports: parsed.ports, upstreams: origins.map((o) => upstream(o, Number(o.port))) } }, done);
    }
  };

  const count = parsePortLines(portsText).ports.length;
  return (
    <CheckedForm onSubmit={submit}>
      <Stack>
        <LinesTextarea
          label={t`Forwarding ports`}
          description={t`One port a line, or a range such as 27000-27010. TCP ports 1000 to 65000, except 3306, 3311, 6379, 9100 and 61000-61199.`}
          placeholder={'27015\n27016\n28000-28010'}
          minRows={3}
          maxRows={10}
          required
          value={portsText}
          error={portsError}
          disabled={busy}
          onChange={(event) => {
            setPortsText(event.currentTarget.value);
            setPortsError(null);
          }}
        />
        {count > 1 && (
          <Text size="sm" c="dimmed">
            {plural(count, { one: '# port will be added.', other: '# ports will be added.' })}
          </Text>
        )}
        <Stack gap="xs">
          <Title order={3} fz="md">
            <Trans>Origins</Trans>
          </Title>
          <Checkbox
            label={t`Forward each port to the same port on the origins`}
            checked={samePort}
            disabled={busy}
            onChange={(event) => {
              setSamePort(event.currentTarget.checked);
              setOriginErrors([]);
            }}
          />
          {origins.map((origin, index) => {
            const errors = originErrors[index] ?? {};
            const n = index + 1;
            return (
              <Group key={origin.key} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={t`Origin ${n}`}>
                <TextInput
                  style={{ flex: 1 }}
                  label={t`Origin address ${n}`}
                  placeholder="198.51.100.40"
                  required
                  value={origin.host}
                  disabled={busy}
                  error={errors.host ? translate(errors.host) : undefined}
                  onChange={(event) => setOrigin(origin.key, { host: event.currentTarget.value })}
                />
                {!samePort && (
                  <OriginPortInput
                    w={110}
                    label={t`Origin port ${n}`}
                    value={origin.port}
                    disabled={busy}
                    problem={errors.port}
                    onChange={(value) => setOrigin(origin.key, { port: value })}
                  />
                )}
                <OriginWeightInput
                  w={100}
                  label={t`Weight ${n}`}
                  value={origin.weight}
                  disabled={busy}
                  problem={errors.weight}
                  onChange={(value) => setOrigin(origin.key, { weight: value })}
                />
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove origin ${n}`}
                  disabled={busy || origins.length === 1}
                  onClick={() => {
                    setOrigins((rows) => rows.filter((row) => row.key !== origin.key));
                    setOriginErrors([]);
                  }}
                >
                  ×
                </ActionIcon>
              </Group>
            );
          })}
          {originsError && (
            <Text size="sm" c="red.9">
              {originsError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={busy || origins.length >= 100}
              onClick={() => {
                setOrigins((rows) => [...rows, emptyOrigin()]);
                setOriginsError(null);
              }}
            >
              <Trans>Add an origin</Trans>
            </Button>
          </Group>
          <WeightHelp />
        </Stack>
        <DialogActions onCancel={onDone} cancelDisabled={busy} confirm={<Trans>Create</Trans>} busy={busy || known === null} />
      </Stack>
    </CheckedForm>
  );
}
