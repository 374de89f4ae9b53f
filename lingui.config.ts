import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formsExtractor } from './scripts/lingui-forms-extractor';

// Source strings are English; zh-TW is the default interface language (spec 1).
// Form descriptors (forms/) are extracted too: their texts are source strings like the macros'.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-TW', 'zh-CN', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/forms'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
  ],
  extractors: [babel, formsExtractor],
  orderBy: 'messageId',
});
