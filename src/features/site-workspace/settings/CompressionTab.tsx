// Compression (spec 2: compress): Gzip and WebP, straight from its descriptor.
import descriptor from '../../../../forms/user/site-compression.form.json';
import { defineForm } from '../../../schema-form/descriptor';
import { SettingsForm } from '../../../schema-form/SettingsForm';
import { useSite } from '../context';

export default function CompressionTab() {
  const { siteId } = useSite();
  return <SettingsForm descriptor={defineForm(descriptor)} path={{ siteId }} />;
}
