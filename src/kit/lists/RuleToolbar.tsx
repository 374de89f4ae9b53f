// The toolbar of a list descriptor's screen: add, the override's buttons, filters and search, export and import,
// apply to other sites, change order, the query as an API call.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, MultiSelect, Select, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { PermittedButton } from '../../components/Permitted';
import { Segments } from '../../components/Segments';
import { LazyApplyRulesButton as ApplyRulesButton, LazyRuleTransfer as RuleTransfer } from './lazy-views';
import { say } from './texts';
import { RangeFilter } from './RangeFilter';
import { PhoneFilters } from '../../components/resource-table/PhoneFilters';
import type { ListFilter } from './descriptor';
import { badValues, keptSeveral, severalOf } from './filters';
import type { RuleListModel } from './use-rule-list';

export function RuleToolbar({ model: m }: { model: RuleListModel }) {
  const { t } = useLingui();
  const { list, form, path, whole, particular } = m;
  const refusedAdd = particular.addRefused ?? null;
  // A read-only list adds nothing.
  const addButton = !list.add ? null : form.create ? (
    <PermittedButton operation={form.create.operation} path={path} onClick={m.startAdding} disabled={refusedAdd !== null}>
      {say(list.add.label)}
    </PermittedButton>
  ) : (
    <Button onClick={m.startAdding} disabled={refusedAdd !== null}>
      {say(list.add.label)}
    </Button>
  );
  const Toolbar = m.override.toolbar;
  const ToolbarEnd = m.override.toolbarEnd;
  const transfer = list.transfer;
  return (
    <>
      {refusedAdd && addButton ? (
        <Tooltip label={refusedAdd}>
          <span>{addButton}</span>
        </Tooltip>
      ) : (
        addButton
      )}
      {Toolbar && <Toolbar {...m.overrideProps} />}
      {list.filters && (
        <PhoneFilters
          set={list.filters.map((filter) => Boolean(m.filtered[filter.param] || (filter.to && m.filtered[filter.to])))}
          filters={list.filters.map((filter) =>
            filter.kind === 'range' ? (
              <RangeFilter key={filter.param} filter={filter} values={m.filtered} wrong={m.rangeProblem !== null} onChange={m.setFilter} />
            ) : filter.kind === 'segments' ? (
              // A few choices side by side; `allLabel`: the last, sending no filter.
              <Segments
                key={filter.param}
                aria-label={say(filter.label)}
                value={m.filtered[filter.param] ?? ''}
                onChange={(value) => m.setFilter(filter.param, value)}
                data={[...(m.filterChoices[filter.param] ?? []), ...(filter.allLabel ? [{ value: '', label: say(filter.allLabel) }] : [])]}
              />
            ) : filter.kind === 'tags' ? (
              <TagsFilter key={filter.param} filter={filter} value={m.filtered[filter.param]} onChange={(value) => m.setFilter(filter.param, value)} />
            ) : filter.kind === 'multiselect' ? (
              // Several choices; the placeholder only while none is made (the chosen ones stand in its place).
              <MultiSelect
                key={filter.param}
                aria-label={say(filter.label)}
                placeholder={filter.placeholder && !m.filtered[filter.param] ? say(filter.placeholder) : undefined}
                data={m.filterChoices[filter.param] ?? []}
                value={severalOf(m.filtered[filter.param])}
                onChange={(values) => m.setFilter(filter.param, keptSeveral(values))}
                clearable
                searchable={filter.searchable}
                w={filter.width ?? 240}
              />
            ) : filter.kind === 'select' ? (
              <Select
                key={filter.param}
                aria-label={say(filter.label)}
                placeholder={filter.placeholder ? say(filter.placeholder) : undefined}
                data={m.filterChoices[filter.param] ?? []}
                value={m.filtered[filter.param] || null}
                onChange={(value) => m.setFilter(filter.param, value)}
                // `required`: a choice is always made (it starts on `initial`).
                clearable={!filter.required}
                allowDeselect={!filter.required}
                searchable={filter.searchable}
                limit={filter.searchable ? 200 : undefined}
                w={filter.width ?? 200}
              />
            ) : (
              <SearchFilter key={filter.param} filter={filter} value={m.filtered[filter.param] ?? ''} onChange={(value) => m.setFilter(filter.param, value)} />
            ),
          )}
        />
      )}
      {m.unpaged && !(list.order && !list.order.dialog) && (
        <TextInput
          type="search"
          aria-label={t`Search entries`}
          placeholder={t`Search entries`}
          value={m.searched}
          onChange={(event) => m.setSearched(event.currentTarget.value)}
          w={220}
        />
      )}
      {transfer && (
        <RuleTransfer
          kind={transfer.kind}
          importCall={{ operation: whole ? whole.save : (transfer.batch?.operation ?? form.create!.operation), path }}
          site={m.scope.placeName}
          schema={form.schema}
          loadAll={m.exported}
          check={m.importProblem}
          onImport={m.importRows}
        />
      )}
      {ToolbarEnd && <ToolbarEnd {...m.overrideProps} />}
      {m.applicable && m.total > 0 && <ApplyRulesButton list={list} form={form} siteId={path.siteId!} rows={m.loadAll} entry={m.entryOf} />}
      {list.order?.dialog && list.calls.reorder && (
        <PermittedButton operation={list.calls.reorder} path={path} variant="default" disabled={m.total < 2} onClick={() => m.setReordering(true)}>
          <Trans>Change order</Trans>
        </PermittedButton>
      )}
      {/* Rows an override reads from several calls are no one query's answer. */}
      {!m.ownRows && (
        <CopyApiCall
          calls={[{ label: say(list.label, m.texts()), operation: m.readOperation, ...(m.at ? { path } : m.listArgs(m.params)) }]}
          variant="default"
          size="sm"
        />
      )}
      {transfer?.note && (
        <Text size="xs" c="dimmed" maw={360}>
          {say(transfer.note)}
        </Text>
      )}
    </>
  );
}

/** Values typed one by one (`tags`): Enter, or a comma, space or semicolon after each; those not of the filter's `format`
 * are said under the box (`invalid`) and not sent. */
function TagsFilter({ filter, value, onChange }: { filter: ListFilter; value: string | undefined; onChange: (value: string) => void }) {
  const typed = severalOf(value);
  const bad = badValues(filter, value);
  return (
    <TagsInput
      aria-label={say(filter.label)}
      placeholder={filter.placeholder && typed.length === 0 ? say(filter.placeholder) : undefined}
      value={typed}
      onChange={(values) => onChange(keptSeveral(values))}
      splitChars={[',', ' ', ';']}
      clearable
      error={bad.length && filter.invalid ? say(filter.invalid, { values: bad.join(', ') }) : undefined}
      w={filter.width ?? 280}
    />
  );
}

/** A typed search filter, sent once typing pauses (300 ms), as the hand-written lists' filters are. */
function SearchFilter({ filter, value, onChange }: { filter: ListFilter; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // Only a pause in typing sends the search (the latest callback, so the list's current value is compared).
  const send = useDebouncedCallback((next: string) => {
    if (next !== value) onChange(next);
  }, 300);
  return (
    // A text box, as the hand-written lists' filters are (a screen moved to a descriptor keeps its search's role).
    <TextInput
      aria-label={say(filter.label)}
      placeholder={filter.placeholder ? say(filter.placeholder) : say(filter.label)}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={filter.width ?? 220}
    />
  );
}
