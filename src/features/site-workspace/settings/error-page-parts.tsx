// What is particular to the error page list (forms/user/lists/error-pages.list.json): a page is named by its
// status code's words, a code that has a page already is greyed out in the form (a page's own code stays
// available while editing it), and once every code has a page there is nothing to add.
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { FORMS } from '../../../kit/lists/found';
import type { Cell, ListOverride, OverrideProps, OverrideState, Row } from '../../../kit/lists/scope';
import { excerpt } from './format';
import { choiceLabel, withDisabledChoices } from './labels';

// The site's list and the client's default pages (forms/client/system/) name the same codes.
const form = (name = 'user.site.errorPage') => FORMS.get(name);
const codeName = (row: Row) => choiceLabel(form(), 'code', row.code);

function useErrorPages({ rows, list }: OverrideProps): OverrideState {
  const { t } = useLingui();
  return useMemo(() => {
    const used = rows.map((page) => page.code);
    const codes = ((form(list.form!).schema.properties?.code ?? {}) as { enum?: unknown[] }).enum ?? [];
    return {
      rowName: codeName,
      formOf: (row) =>
        withDisabledChoices(
          form(list.form!),
          'code',
          used.filter((code) => code !== row?.code),
          t`has a page`,
          t`Codes that already have a page are greyed out: edit their page instead.`,
        ),
      addRefused: codes.length > 0 && codes.every((code) => used.includes(code)) ? t`Every status code has a page: edit one of them instead.` : null,
    };
  }, [rows, list.form, t]);
}

const ErrorCode: Cell = ({ row }) => (
  <Text size="sm" fw={500}>
    {codeName(row)}
  </Text>
);

/** Text only: whatever HTML or script a page holds is displayed, never run. */
const Excerpt: Cell = ({ value }) => (
  <Text size="xs" ff="monospace" lineClamp={2} maw={420} style={{ wordBreak: 'break-all' }}>
    {excerpt(String(value ?? ''), 200)}
  </Text>
);

export const ERROR_PAGE_CELLS: Record<string, Cell> = { errorCode: ErrorCode, excerpt: Excerpt };

export const ERROR_PAGE_OVERRIDES: Record<string, ListOverride> = { errorPages: { use: useErrorPages } };
