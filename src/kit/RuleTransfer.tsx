// Export a rule list as versioned JSON, or import one exported from another site. An import is
// checked whole before anything is sent: a bad file gets a clear error and changes nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Modal } from '../components/leave-guard/GuardedModal';
import type { RJSFSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import type { CanContext } from '../api/permissions';
import { notifySuccess } from '../services/feedback';
import { PermittedButton } from '../components/Permitted';
import { validator } from '../schema-form/validator';
import { translate } from '../validation/form';
import { DialogActions } from '../components/DialogActions';
import { ImportStopped, type ImportProgress } from '../components/rules/create-each';
import { fileRefusal, ImportRefused, JsonFileInput } from '../components/rules/import-file';
import { parseRuleFile, RULE_FILE_MAX_BYTES, ruleFileName, ruleFileText } from '../components/rules/rule-file';
import { saveFile } from '../services/save-file';
import { msg, plural } from '@lingui/core/macro';

export interface RuleTransferProps<R> {
  /** The kind of rules, e.g. `firewall.blacklist`. */
  kind: string;
  /** Site name, for the file name and the file's source. */
  site?: string;
  /** All rules to export, as they would be created again (no ids). */
  loadAll: () => Promise<R[]>;
  /** Each imported rule must be valid for this schema (the rule's descriptor schema). */
  schema: RJSFSchema;
  /** Creates the imported rules, telling their progress if they go one by one; rejects when the server refuses
   * (the error is already reported), with `ImportStopped` when some were created before the refusal. */
  onImport: (rules: R[], progress: ImportProgress) => Promise<unknown>;
  /** A check of the whole file against the list as it is (duplicates, limits): its problem, in words, refuses
   * the import before anything is sent. */
  check?: (rules: R[]) => string | null | Promise<string | null>;
  disabled?: boolean;
  /** The call an import makes (a batch call, or the create call once per rule) and its path: when the account may
   * not make it, Import is refused with the reason before any file is chosen. */
  importCall?: { operation: string } & CanContext;
}

export function RuleTransfer<R>({ kind, site, loadAll, schema, onImport, check, disabled, importCall }: RuleTransferProps<R>) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState<{ name: string; rules: R[] } | null>(null);
  // While importing: how many rules are created; after a refusal part-way: how many of the file's went in.
  const [done, setDone] = useState<number | null>(null);
  const [stopped, setStopped] = useState<{ done: number; total: number } | null>(null);
  const closeImport = () => {
    setReady(null);
    setStopped(null);
  };

  const exportRules = async () => {
    setExporting(true);
    try {
      const rules = await loadAll();
      saveFile(ruleFileText(kind, rules, { site }), ruleFileName(kind, site), 'application/json');
      notifySuccess(plural(rules.length, { one: 'Exported # rule.', other: 'Exported # rules.' }));
    } catch {
      // The failed load was reported by the query client.
    } finally {
      setExporting(false);
    }
  };

  const read = async (file: File) => {
    const refusal = fileRefusal(file, RULE_FILE_MAX_BYTES, msg`The file is too large (at most 5 MB).`);
    setProblem(refusal);
    if (refusal) return;
    const text = await file.text();
    const parsed = parseRuleFile<R>(text, kind, (rule) => {
      const { errors } = validator.validateFormData(rule, schema);
      return errors.length ? errors.map((e) => `${e.property ?? ''} ${e.message ?? ''}`.trim()).join('; ') : null;
    });
    if (!parsed.ok) return setProblem(translate(parsed.problem));
    if (check) {
      let refused: string | null;
      try {
        refused = await check(parsed.rules);
      } catch {
        return; // A failed load was reported by the query client; nothing was sent.
      }
      if (refused) return setProblem(refused);
    }
    setStopped(null);
    setReady({ name: file.name, rules: parsed.rules });
  };

  const importRules = async () => {
    if (!ready) return;
    setImporting(true);
    setDone(0);
    try {
      await onImport(ready.rules, setDone);
      notifySuccess(plural((stopped?.done ?? 0) + ready.rules.length, { one: 'Imported # rule.', other: 'Imported # rules.' }));
      closeImport();
    } catch (error) {
      // Refused by the server: reported already. Part-way, the rules not sent yet stay for another try.
      if (error instanceof ImportStopped) {
        setStopped({ done: (stopped?.done ?? 0) + error.done, total: stopped?.total ?? error.total });
        setReady({ ...ready, rules: ready.rules.slice(error.done) });
      }
    } finally {
      setImporting(false);
      setDone(null);
    }
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void exportRules()} loading={exporting} disabled={disabled}>
          <Trans>Export JSON</Trans>
        </Button>
        {importCall ? (
          <PermittedButton {...importCall} variant="default" size="xs" onClick={() => input.current?.click()} disabled={disabled}>
            <Trans>Import JSON</Trans>
          </PermittedButton>
        ) : (
          <Button variant="default" size="xs" onClick={() => input.current?.click()} disabled={disabled}>
            <Trans>Import JSON</Trans>
          </Button>
        )}
        <JsonFileInput ref={input} label={t`Rule file to import`} onFile={(file) => void read(file)} />
      </Group>
      <ImportRefused problem={problem} title={t`Import failed`} closeLabel={<Trans>OK</Trans>} onClose={() => setProblem(null)} />
      <Modal opened={ready !== null} onClose={() => !importing && closeImport()} title={t`Import rules`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          {stopped ? (
            <Alert color="orange" variant="light" title={t`The import stopped part-way`}>
              <Trans>
                The first {stopped.done} of {stopped.total} rules were added. The server refused the next one (its message is shown above),
                so it and the {ready?.rules.length ?? 0} rules from there on were not sent. Import them again once the cause is fixed, or close this.
              </Trans>
            </Alert>
          ) : (
            <Text>
              <Trans>
                {ready?.rules.length ?? 0} rules from {ready?.name ?? ''} will be added to {site ?? ''}. Existing rules stay as they are.
              </Trans>
            </Text>
          )}
          {done !== null && ready && ready.rules.length > 1 && (
            <Progress value={(done / ready.rules.length) * 100} aria-label={t`Added ${done} of ${ready.rules.length} rules`} />
          )}
          <DialogActions
            onCancel={closeImport}
            cancelDisabled={importing}
            cancelLabel={stopped ? <Trans>Close</Trans> : undefined}
            busy={importing}
            onConfirm={() => void importRules()}
            confirm={stopped ? <Trans>Import the remaining {ready?.rules.length ?? 0}</Trans> : <Trans>Import</Trans>}
          />
        </Stack>
      </Modal>
    </>
  );
}
