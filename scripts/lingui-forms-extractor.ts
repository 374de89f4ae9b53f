// Lingui extractor for form descriptors (forms/**/*.form.json): their titles, descriptions, help,
// placeholders and choice names are English source messages, extracted like the macros' messages.
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { descriptorTexts } from '../src/schema-form/translate-texts';

export const formsExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('.form.json'),
  extract(filename, code, onMessageExtracted) {
    const descriptor = JSON.parse(code);
    for (const message of descriptorTexts(descriptor)) {
      onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, 1] });
    }
  },
};
