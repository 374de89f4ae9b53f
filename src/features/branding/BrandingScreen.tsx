// userManagement/customizeLogo (client): the operator's branding (spec 3): title, copyright and five images,
// checked before anything is sent (type, size, decoding), drawn on a sign-in page and a console before saving,
// saved after a change review, reset to the product's own branding after a confirmation. The texts are a form
// descriptor on the contract's request schema (forms/client/branding/branding.form.json); the images are files.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, FileInput, Group, Image, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import descriptorJson from '../../../forms/client/branding/branding.form.json';
import { Loaded } from '../../kit/Loaded';
import { getKindBrandingGetLogoQueryKey } from '../../api/generated/hooks/branding/branding';
import {
  useClientBrandingCreateLogo,
  useClientBrandingDeleteLogo,
  useClientBrandingListLogos,
  useClientBrandingUpdateLogo,
} from '../../api/generated/hooks/client-branding/client-branding';
import { ApiError } from '../../api/errors';
import { useCan } from '../../api/permissions';
import type { ClientBranding } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { DEFAULT_BRANDING } from '../../services/branding';
import { notifyInfo, notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { isolated } from '../../components/user-text';
import { ChangeReview, hasChanges } from '../../schema-form/ChangeReview';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { LIST_MESSAGES } from '../../validation/lists';
import { BrandingPreview, type PreviewBranding } from './BrandingPreview';
import { SectionCard } from './SectionCard';
import { ACCEPT, IMAGE_FIELDS, IMAGE_HELP, IMAGE_LABELS, type ImageField, imageProblem, sizeText } from './images';

const descriptor = defineForm(descriptorJson);

/** The image fields a refusal names (101003's violations). */
function refusedImages(error: unknown): string[] {
  const data = error instanceof ApiError && Array.isArray(error.errorData) ? (error.errorData as { field?: unknown }[]) : [];
  return data.map((entry) => entry.field).filter((field): field is ImageField => (IMAGE_FIELDS as readonly unknown[]).includes(field));
}

interface Texts {
  title?: string;
  copyright?: string;
}

/** A file chosen for one image: accepted (with a URL to draw it) or refused (with the reason). */
interface Chosen {
  file: File;
  url?: string;
  problem?: string;
  checking?: boolean;
}

export function Component() {
  const { t } = useLingui();
  const sets = useClientBrandingListLogos();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = sets.data?.data ?? [];
  const defaultSet = list.find((set) => set.host === '');
  const set = list.find((s) => String(s.id) === chosenId) ?? defaultSet;
  const hostSets = list.filter((s) => s.host !== '');

  return (
    <>
      <PageHeader
        title={t`Branding`}
        description={t`Your title, copyright and images on the sign-in page and in the consoles of your customers and sub-clients. What you leave out shows the product's own.`}
      />
      <Loaded query={sets} failed={t`The branding could not be loaded.`}>
        {() => (
          <Stack gap="lg">
            {hostSets.length > 0 && (
              <Select
                maw={420}
                label={t`Branding set`}
                description={t`The default set is shown wherever a console address has no set of its own.`}
                value={String(set?.id ?? '')}
                onChange={setChosenId}
                allowDeselect={false}
                data={[
                  ...(defaultSet ? [{ value: String(defaultSet.id), label: t`Default` }] : []),
                  ...hostSets.map((s) => ({ value: String(s.id), label: s.host })),
                ]}
              />
            )}
            {!set && (
              <Text c="dimmed">
                <Trans>You have no branding yet: the product's own is shown. Saving creates yours.</Trans>
              </Text>
            )}
            <BrandingEditor key={set ? `${set.id}:${set.updatedAt}` : 'new'} set={set} />
          </Stack>
        )}
      </Loaded>
    </>
  );
}

function BrandingEditor({ set }: { set: ClientBranding | undefined }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const saved: Texts = useMemo(() => ({ title: set?.title ?? '', copyright: set?.copyright ?? '' }), [set]);
  const [texts, setTexts] = useState<Texts>(saved);
  const [chosen, setChosen] = useState<Partial<Record<ImageField, Chosen>>>({});
  const [pending, setPending] = useState<Texts | null>(null);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const create = useClientBrandingCreateLogo();
  const update = useClientBrandingUpdateLogo();
  const remove = useClientBrandingDeleteLogo();
  const busy = create.isPending || update.isPending;
  // Without branding.manage the screen is read-only and says why (the save button and the image pickers).
  const can = useCan(set ? 'client-branding-update-logo' : 'client-branding-create-logo');

  const choose = async (field: ImageField, file: File | null) => {
    const before = chosen[field]?.url;
    if (before) {
      URL.revokeObjectURL(before);
      urls.current.delete(before);
    }
    if (!file) {
      setChosen(({ [field]: _gone, ...rest }) => rest);
      return;
    }
    setChosen((now) => ({ ...now, [field]: { file, checking: true } }));
    const problem = await imageProblem(file);
    const name = isolated(file.name);
    const message =
      problem === null
        ? undefined
        : problem.kind === 'type'
          ? `${i18n._(LIST_MESSAGES.logoType)} (${name})`
          : problem.kind === 'size'
            ? t`${name} is ${sizeText(problem.bytes, i18n.locale)}: an image may be at most 2 MB.`
            : t`${name} could not be read as an image: the file is damaged or is not the image its name says.`;
    const url = message ? undefined : URL.createObjectURL(file);
    if (url) urls.current.add(url);
    // Only the latest choice counts (a slow decode of an earlier file is dropped).
    setChosen((now) => (now[field]?.file === file ? { ...now, [field]: { file, url, problem: message } } : now));
  };

  const refused = IMAGE_FIELDS.filter((field) => chosen[field]?.problem || chosen[field]?.checking);
  const accepted = IMAGE_FIELDS.filter((field) => chosen[field]?.url);

  const shown: PreviewBranding = {
    title: texts.title || DEFAULT_BRANDING.title,
    copyright: texts.copyright || DEFAULT_BRANDING.copyright,
    ...Object.fromEntries(IMAGE_FIELDS.map((field) => [field, chosen[field]?.url ?? set?.[field] ?? null])),
  };

  // The change review: texts as typed, images by what happens to them.
  const reviewSchema = useMemo(
    () => ({
      ...descriptor.schema,
      properties: {
        ...descriptor.schema.properties,
        ...Object.fromEntries(IMAGE_FIELDS.map((field) => [field, { type: 'string', title: i18n._(IMAGE_LABELS[field]) }])),
      },
    }),
    [i18n],
  ) as FormDescriptor['schema'];
  const imageBefore = (field: ImageField) => (set?.[field] ? t`Current image` : t`Product default`);
  const before = { ...saved, ...Object.fromEntries(IMAGE_FIELDS.map((field) => [field, imageBefore(field)])) };
  const after = (values: Texts) => ({
    title: values.title ?? '',
    copyright: values.copyright ?? '',
    ...Object.fromEntries(
      IMAGE_FIELDS.map((field) => {
        const file = chosen[field];
        return [field, file?.url ? t`New: ${file.file.name} (${sizeText(file.file.size, i18n.locale)})` : imageBefore(field)];
      }),
    ),
  });

  const refresh = (operation: 'client-branding-update-logo' | 'client-branding-create-logo' | 'client-branding-delete-logo') =>
    Promise.all([
      invalidateAfter(queryClient, operation),
      // The console's own header, title and tab icon show the new branding at once.
      queryClient.invalidateQueries({ queryKey: getKindBrandingGetLogoQueryKey('client') }),
    ]);

  const submit = (values: Texts) => {
    if (refused.length > 0) {
      // Nothing is sent while a chosen file is refused (or still being read).
      document.getElementById(`branding-${refused[0]}`)?.focus();
      return;
    }
    if (!hasChanges(before, after(values))) notifyInfo(t`Nothing has changed.`);
    else setPending(values);
  };

  const save = async () => {
    if (!pending) return;
    const images = Object.fromEntries(accepted.map((field) => [field, chosen[field]!.file]));
    const body = { title: pending.title ?? '', copyright: pending.copyright ?? '', ...images };
    try {
      if (set) await update.mutateAsync({ data: { id: set.id, ...body } });
      else await create.mutateAsync({ data: { host: '', ...body } });
    } catch (error) {
      // The error is reported (the catalogue's message); the form keeps what was typed and chosen, and an image
      // the server refused (e.g. a file whose content is not the type it says) is marked next to its field.
      setPending(null);
      const refusedFields = new Set(refusedImages(error));
      if (refusedFields.size) {
        setChosen((now) =>
          Object.fromEntries(
            Object.entries(now).map(([field, choice]) => [field, refusedFields.has(field) ? { file: choice.file, problem: t`The server did not accept this image: save it again as a real GIF, PNG, JPG or BMP file.` } : choice]),
          ),
        );
      }
      return;
    }
    setPending(null);
    notifySuccess(t`Branding saved`);
    await refresh(set ? 'client-branding-update-logo' : 'client-branding-create-logo');
  };

  return (
    <Stack gap="lg">
      <SectionCard title={<Trans>Preview</Trans>} help={<Trans>What the sign-in page and the console will look like once saved. Nothing is saved yet.</Trans>}>
        <BrandingPreview branding={shown} />
      </SectionCard>

      <SectionCard title={<Trans>Images</Trans>} help={<Trans>GIF, PNG, JPG or BMP, at most 2 MB each. An image you do not replace stays as it is.</Trans>}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {IMAGE_FIELDS.map((field) => {
            const label = i18n._(IMAGE_LABELS[field]);
            const choice = chosen[field];
            const current = choice?.url ?? set?.[field] ?? null;
            return (
              <Group key={field} align="flex-start" wrap="nowrap" gap="md">
                <Card withBorder padding={4} w={72} h={72} style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
                  {current ? (
                    <Image src={current} alt={choice?.url ? t`${label}: the chosen image` : t`${label}: the current image`} mah={62} maw={62} fit="contain" />
                  ) : (
                    <Text size="xs" c="dimmed" ta="center">
                      <Trans>Product default</Trans>
                    </Text>
                  )}
                </Card>
                <FileInput
                  id={`branding-${field}`}
                  style={{ flex: 1 }}
                  label={label}
                  description={i18n._(IMAGE_HELP[field])}
                  placeholder={t`Choose an image`}
                  // Mantine's placeholder grey is below AA contrast; the theme's dimmed ink is not.
                  styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                  accept={ACCEPT}
                  clearable
                  clearButtonProps={{ 'aria-label': t`Clear the chosen ${label}` }}
                  value={choice?.file ?? null}
                  onChange={(file) => void choose(field, file)}
                  error={choice?.problem}
                  rightSection={choice?.checking ? <Loader size="xs" aria-label={t`Reading the image`} /> : undefined}
                  disabled={busy || !can.allowed}
                />
              </Group>
            );
          })}
        </SimpleGrid>
      </SectionCard>

      <Card withBorder padding="lg" maw={760}>
        <SchemaForm<Texts>
          descriptor={descriptor}
          idPrefix="branding"
          initial={texts}
          busy={busy}
          onChange={setTexts}
          onSubmit={submit}
          submitLabel={t`Save the branding`}
          denied={can.reason}
        />
      </Card>

      {set && (
        <SectionCard
          maw={760}
          title={set.host === '' ? <Trans>Product defaults</Trans> : <Trans>Remove this set</Trans>}
          help={
            set.host === '' ? (
              <Trans>Go back to the product's own title, copyright and images everywhere your default set is shown.</Trans>
            ) : (
              <Trans>The console at {set.host} shows your default set again.</Trans>
            )
          }
        >
            <Group>
              <ConfirmButton
                operation="client-branding-delete-logo"
                loading={remove.isPending}
                title={set.host === '' ? t`Reset the branding to the product's defaults?` : t`Remove the branding of ${isolated(set.host)}?`}
                message={
                  set.host === ''
                    ? t`The title, the copyright and all five images go back to the product's own on the sign-in page and in every console. Your images are removed: upload them again to return to them.`
                    : t`Its title, copyright and images are removed; that console shows your default set.`
                }
                confirmLabel={set.host === '' ? t`Reset to default` : t`Remove`}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync({ data: { ids: [set.id] } });
                  } catch {
                    return;
                  }
                  notifySuccess(t`Reset to default`);
                  await refresh('client-branding-delete-logo');
                }}
              >
                {set.host === '' ? <Trans>Reset to the product's defaults</Trans> : <Trans>Remove this set</Trans>}
              </ConfirmButton>
            </Group>
        </SectionCard>
      )}

      <ChangeReview
        opened={pending !== null}
        schema={reviewSchema}
        before={before}
        after={pending ? after(pending) : {}}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void save()}
      />
    </Stack>
  );
}
