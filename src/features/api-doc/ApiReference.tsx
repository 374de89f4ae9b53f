// The API reference: the contract's operations grouped by tag, from data generated at build time
// (scripts/gen-api-reference.mjs), so the page ships no OpenAPI renderer and resolves nothing in the browser.
// Read-only: no call is sent from this page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Code, Group, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { Fragment, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import reference from '../../api/generated/api-reference.json';
import { TableHead } from '../../components/TableHead';

type TypeNode =
  | { k: 'any' }
  | { k: 'ref'; name: string }
  | { k: 'prim'; t: string; c?: string }
  | { k: 'array'; of: TypeNode; c?: string }
  | { k: 'union' | 'all'; of: TypeNode[] }
  | { k: 'object'; fields: Field[]; extra?: TypeNode };
interface Field {
  name: string;
  required: boolean;
  description?: string;
  type: TypeNode;
}
interface Operation {
  id: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  tag: string;
  open: boolean;
  params: (Field & { in: string })[];
  body?: { required: boolean; media?: string; type: TypeNode };
  responses: { status: string; description?: string; type?: TypeNode }[];
}
interface Reference {
  info: { title: string; version: string; description?: string };
  tags: { name: string; description?: string }[];
  operations: Operation[];
  schemas: Record<string, { description?: string; type: TypeNode }>;
}
const REF = reference as unknown as Reference;

/** Dark shades, so the white label keeps 4.5:1 (axe). */
const METHOD_COLOURS: Record<string, string> = { GET: '#1f5f99', POST: '#16683f', PUT: '#8a4f00', DELETE: '#a3201b', PATCH: '#0c6b57' };

/** The contract's descriptions are short Markdown: only `code` spans are marked up here. */
function Prose({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {text.split('`').map((part, index) => (index % 2 ? <Code key={index}>{part}</Code> : <Fragment key={index}>{part}</Fragment>))}
    </Text>
  );
}

/** A named schema: its name, opening its fields in place (so a recursive schema opens one level per click). */
function SchemaRef({ name, depth }: { name: string; depth: number }) {
  const [open, setOpen] = useState(false);
  const schema = REF.schemas[name];
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        c="var(--mantine-color-anchor)"
        fz="sm"
        ff="monospace"
        td="underline"
      >
        {name}
      </UnstyledButton>
      {open && schema && (
        <Stack gap={4} mt={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <Prose text={schema.description} />
          <TypeView type={schema.type} depth={depth + 1} block />
        </Stack>
      )}
    </>
  );
}

function TypeView({ type, depth, block = false }: { type: TypeNode; depth: number; block?: boolean }): ReactNode {
  switch (type.k) {
    case 'ref':
      return <SchemaRef name={type.name} depth={depth} />;
    case 'prim':
      return (
        <Text span size="sm" ff="monospace">
          {type.t}
          {type.c && <Text span size="xs" c="dimmed">{` (${type.c})`}</Text>}
        </Text>
      );
    case 'array':
      return (
        <Text span size="sm" ff="monospace">
          {/* TypeScript's notation: Item[] */}
          <TypeView type={type.of} depth={depth} />
          {'[]'}
          {type.c && <Text span size="xs" c="dimmed">{` (${type.c})`}</Text>}
        </Text>
      );
    case 'union':
    case 'all':
      return (
        <Text span size="sm" ff="monospace">
          {type.of.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && (type.k === 'union' ? ' | ' : ' & ')}
              <TypeView type={part} depth={depth} />
            </Fragment>
          ))}
        </Text>
      );
    case 'object':
      if (type.fields.length === 0 && !type.extra) return <Text span size="sm" ff="monospace">object</Text>;
      return block || depth < 4 ? <Fields fields={type.fields} extra={type.extra} depth={depth} /> : <Text span size="sm" ff="monospace">object</Text>;
    default:
      return <Text span size="sm" ff="monospace">any</Text>;
  }
}

function Fields({ fields, extra, depth, located = false }: { fields: (Field & { in?: string })[]; extra?: TypeNode; depth: number; located?: boolean }) {
  const { t } = useLingui();
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" layout="auto">
      <TableHead columns={[t`Name`, located && t`In`, t`Type`, t`Description`]} />
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.name}>
            <Table.Td>
              <Code>{field.name}</Code>{' '}
              {field.required && (
                <Text span size="xs" c="red.9">
                  <Trans>required</Trans>
                </Text>
              )}
            </Table.Td>
            {located && <Table.Td>{field.in}</Table.Td>}
            <Table.Td>
              <TypeView type={field.type} depth={depth + 1} />
            </Table.Td>
            <Table.Td>
              <Prose text={field.description} />
            </Table.Td>
          </Table.Tr>
        ))}
        {extra && (
          <Table.Tr>
            <Table.Td>
              <Trans>any other key</Trans>
            </Table.Td>
            {located && <Table.Td />}
            <Table.Td>
              <TypeView type={extra} depth={depth + 1} />
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

function OperationDetails({ op }: { op: Operation }) {
  return (
    <Stack gap="sm">
      <Prose text={op.description} />
      <Text size="sm">
        {op.open ? <Trans>Open call: no token is sent.</Trans> : <Trans>Needs the area's bearer token or an API token.</Trans>}{' '}
        <Trans>
          Operation id: <Code>{op.id}</Code>
        </Trans>
      </Text>
      <Title order={4} fz="sm">
        <Trans>Parameters</Trans>
      </Title>
      {op.params.length ? <Fields fields={op.params} depth={0} located /> : <Text size="sm" c="dimmed"><Trans>No parameters.</Trans></Text>}
      {op.body && (
        <>
          <Title order={4} fz="sm">
            <Trans>Request body</Trans> <Text span size="xs" c="dimmed">{op.body.media}</Text>
          </Title>
          <TypeView type={op.body.type} depth={0} block />
        </>
      )}
      <Title order={4} fz="sm">
        <Trans>Responses</Trans>
      </Title>
      {op.responses.map((response) => (
        <Stack key={response.status} gap={4}>
          <Group gap="xs">
            <Badge color={response.status.startsWith('2') ? '#16683f' : '#a3201b'}>
              {response.status}
            </Badge>
            <Prose text={response.description} />
          </Group>
          {response.type && <TypeView type={response.type} depth={0} block />}
        </Stack>
      ))}
    </Stack>
  );
}

function OperationList({ operations, initial }: { operations: Operation[]; initial?: string }) {
  const [open, setOpen] = useState<string | null>(initial && operations.some((op) => op.id === initial) ? initial : null);
  return (
    <Accordion variant="contained" value={open} onChange={setOpen} order={3} chevronPosition="left">
      {operations.map((op) => (
        <Accordion.Item key={op.id} value={op.id}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Badge w={72} color={METHOD_COLOURS[op.method] ?? '#3d4450'} autoContrast={false}>
                {op.method}
              </Badge>
              <Text ff="monospace" size="sm" fw={600}>
                {op.path}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {op.summary}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{open === op.id && <OperationDetails op={op} />}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export default function ApiReference() {
  const { t } = useLingui();
  // `?operation=<id>` ("Copy as API call" links here, issue 28): that operation, found and opened.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('operation') ?? '';
  const [filter, setFilter] = useState(linked);
  const words = useDeferredValue(filter).trim().toLowerCase();
  const [open, setOpen] = useState<string[]>([]);
  const groups = useMemo(() => {
    const matches = (op: Operation) =>
      !words || [op.path, op.method, op.id, op.summary ?? ''].some((text) => text.toLowerCase().includes(words));
    return REF.tags
      .map((tag) => ({ ...tag, operations: REF.operations.filter((op) => op.tag === tag.name && matches(op)) }))
      .filter((tag) => tag.operations.length > 0);
  }, [words]);
  return (
    <Stack gap="md" p="sm">
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={2} fz="h3">
            {REF.info.title}
          </Title>
          <Badge color="#3d4450">
            {REF.info.version}
          </Badge>
        </Group>
        <Prose text={REF.info.description} />
      </Stack>
      <TextInput
        label={t`Filter operations`}
        description={t`By path, method, operation id or summary.`}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={420}
      />
      {groups.length === 0 ? (
        <Text c="dimmed">
          <Trans>No operation matches.</Trans>
        </Text>
      ) : (
        <Accordion multiple value={words ? groups.map((group) => group.name) : open} onChange={setOpen} order={2} variant="separated">
          {groups.map((group) => (
            <Accordion.Item key={group.name} value={group.name}>
              <Accordion.Control>
                <Group gap="sm">
                  <Text fw={700}>{group.name}</Text>
                  <Text size="sm" c="dimmed">
                    {group.description}
                  </Text>
                  <Badge color="#3d4450">
                    {t`${group.operations.length} operations`}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {(words || open.includes(group.name)) && <OperationList operations={group.operations} initial={linked} />}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
