// Lingui extractor for form descriptors (forms/**/*.form.json) and list descriptors (forms/**/*.list.json):
// their titles, descriptions, help, placeholders, column headers and choice names are English source
// messages, extracted like the macros' messages.
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { listTexts } from '../src/kit/lists/texts';
import { descriptorTexts } from '../src/schema-form/translate-texts';

export const formsExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('.form.json') || filename.endsWith('.list.json'),
  extract(filename, code, onMessageExtracted) {
    const descriptor = JSON.parse(code);
    const texts = filename.endsWith('.list.json') ? listTexts(descriptor) : descriptorTexts(descriptor);
    for (const message of texts) {
      onMessageExtracted({ id: generateMessageId(message), message, origin: [filename, 1] });
    }
  },
};
