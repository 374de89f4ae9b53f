import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formsExtractor } from './scripts/lingui-forms-extractor';

// Source strings are English; zh-TW is the default interface language (spec 1).
// Form descriptors (forms/) are extracted too: their texts are source strings like the macros'.
const CORE = [
  '<rootDir>/src/app',
  '<rootDir>/src/api',
  '<rootDir>/src/i18n',
  '<rootDir>/src/validation',
  '<rootDir>/src/areas/shared/login',
  '<rootDir>/src/components/LanguageSwitch.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-TW', 'zh-CN', 'en'],
  fallbackLocales: { default: 'en' },
  // Two catalogues per language, so that the sign-in page does not load every screen's texts:
  // `messages`: what can show before signing in (the app shell, sign-in pages, transport errors, validators);
  // `console`: the screens of the signed-in consoles and the form descriptors, loaded with the first signed-in page.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: CORE,
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/console',
      include: ['<rootDir>/src', '<rootDir>/forms'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*', ...CORE.map((path) => path.replace('<rootDir>/', '**/') + (path.endsWith('.tsx') ? '' : '/**'))],
    },
  ],
  extractors: [babel, formsExtractor],
  orderBy: 'messageId',
});
