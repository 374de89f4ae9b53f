// The one renderer of form descriptors: RJSF with the Mantine theme, our widgets by name, the
// section-5 rules, and every text through the catalogue. It keeps what the user typed across a failed save.
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import Form, { Templates } from '@rjsf/mantine';
import { type BaseInputTemplateProps, type ErrorSchema, type FieldErrorProps, type FormValidation, getInputProps } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { DeniedButton, operationAttribute } from '../components/Permitted';
import { useUnsavedChanges } from '../components/leave-guard/LeaveGuard';
import { hasChanges } from './ChangeReview';
import type { FormDescriptor } from './descriptor';
import { translateSchema, translateUiSchema } from './translate';
import { translateString } from './translate-string';
import { transformErrorsFor, validator } from './validator';
import { widgets } from './widgets';

const MantineBaseInput = Templates.BaseInputTemplate!;
/**
 * Text and number inputs stay controlled while empty (the theme passes undefined, which React warns about once typed).
 * A number out of the contract's range is never clamped silently (Mantine's NumberInput clamps on blur by default: a
 * negative keep-alive became 0 without a word): it stays as typed and the check says why (issue 25).
 */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  // Only a number input takes clampBehavior (the theme passes its options on: a text input put it on the DOM element).
  const numeric = ['number', 'integer'].includes(String(getInputProps(props.schema, props.type, props.options, false).type));
  return <MantineBaseInput {...props} options={numeric ? { clampBehavior: 'none', ...props.options } : props.options} value={props.value ?? ''} />;
}
const MantineFieldError = Templates.FieldErrorTemplate!;
/**
 * A plain text or number input says its errors itself, and Mantine describes the input by them: the theme's hidden
 * copy of the errors is left out for it, so an error is written once on the page (other fields keep the copy).
 */
function FieldErrorTemplate(props: FieldErrorProps) {
  const { schema, uiSchema } = props;
  const plain = ['string', 'number', 'integer'].includes(String(schema.type)) && !schema.enum && !schema.oneOf && !uiSchema?.['ui:widget'];
  return plain ? null : <MantineFieldError {...props} />;
}
const templates = { BaseInputTemplate, FieldErrorTemplate };
/** A list's minItems (from the contract) is a check, not a number of empty lines to add: lists start as typed. */
const defaultFormStateBehavior = { arrayMinItems: { populate: 'never' } } as const;
/** The same where a descriptor asks that no choice be made for the user (`noPreselect`): a `oneOf` of values starts empty. */
const noPreselectBehavior = { ...defaultFormStateBehavior, constAsDefaults: 'skipOneOf' } as const;
/** How the renderer fills a descriptor's defaults. */
export const formStateBehavior = (descriptor: FormDescriptor) => (descriptor.noPreselect ? noPreselectBehavior : defaultFormStateBehavior);

export interface SchemaFormProps<T extends object> {
  descriptor: FormDescriptor;
  initial: T;
  onSubmit: (data: T) => unknown;
  submitLabel?: ReactNode;
  busy?: boolean;
  /** More buttons next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
  /** Called on every change, e.g. to explain the rule being written. */
  onChange?: (data: T) => void;
  /** The form's id, so a button elsewhere (a modal footer) can submit it. */
  id?: string;
  /** Errors from elsewhere (e.g. a server refusal of one field), shown next to their fields. */
  extraErrors?: ErrorSchema<T>;
  /** Why the account may not save (see src/api/permissions.ts): the form is read-only and the reason is shown. */
  denied?: string | null;
  /** The call the submit button makes (its `data-operation`, the contract's operation id). */
  operation?: string;
  /** Checks that need what the screen knows (e.g. the ports open on the site), after the schema's own. */
  customValidate?: (data: T, errors: FormValidation<T>) => FormValidation<T>;
  /** Prefix of the fields' ids (default `root`): several forms on one page need their own. */
  idPrefix?: string;
  /** Told when the form starts or stops holding changes the user made (a dialog asks before closing over them). */
  onUnsaved?: (unsaved: boolean) => void;
}

export function SchemaForm<T extends object>({ descriptor, initial, onSubmit, submitLabel, busy, actions, onChange, id, extraErrors, denied, operation, customValidate, idPrefix, onUnsaved }: SchemaFormProps<T>) {
  const { t, i18n } = useLingui();
  const [data, setData] = useState<T>(initial);
  // What the form held before the user did anything (the renderer may fill defaults in on its own), and whether they
  // did: the changes that count as unsaved are the user's (issue 25: a leave guard for every form).
  const [baseline, setBaseline] = useState<T>(initial);
  const [touched, setTouched] = useState(false);
  const touch = () => touched || setTouched(true);
  const unsaved = touched && !denied && hasChanges(baseline, data);
  useUnsavedChanges(unsaved);
  const onUnsavedRef = useRef(onUnsaved);
  useEffect(() => {
    onUnsavedRef.current = onUnsaved;
  });
  useEffect(() => onUnsavedRef.current?.(unsaved), [unsaved]);
  const { schema, uiSchema } = useMemo(
    () => ({
      schema: translateSchema(descriptor.schema),
      uiSchema: translateUiSchema({ ...(descriptor.uiSchema ?? {}), 'ui:submitButtonOptions': { norender: true } }),
    }),
    [descriptor, i18n.locale], // eslint-disable-line react-hooks/exhaustive-deps -- the locale, read through the global i18n
  );
  const transformErrors = transformErrorsFor(() => data);
  return (
    <div style={{ display: 'contents' }} onInputCapture={touch} onKeyDownCapture={touch} onPointerDownCapture={touch}>
      <Form
        id={id}
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        templates={templates}
        formData={data}
        experimental_defaultFormStateBehavior={formStateBehavior(descriptor)}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        transformErrors={transformErrors}
        translateString={translateString}
        extraErrors={extraErrors}
        customValidate={customValidate ? (formData, errors) => customValidate(formData as T, errors) : undefined}
        // Errors are shown next to their fields; nothing to log.
        onError={() => undefined}
        disabled={busy}
        readonly={Boolean(denied)}
        onChange={(event) => {
          const next = event.formData as T;
          if (!touched) setBaseline(next);
          setData(next);
          onChange?.(next);
        }}
        onSubmit={(event) => void onSubmit(event.formData as T)}
      >
        <Group justify="flex-end" mt="md">
          {actions}
          {denied ? (
            <>
              <Text size="sm" c="dimmed">
                {denied}
              </Text>
              <DeniedButton reason={denied} operation={operation}>
                {submitLabel ?? t`Save`}
              </DeniedButton>
            </>
          ) : (
            <Button type="submit" loading={busy} {...operationAttribute(operation)}>
              {submitLabel ?? t`Save`}
            </Button>
          )}
        </Group>
      </Form>
    </div>
  );
}
