import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formsExtractor } from './scripts/lingui-forms-extractor';

// Source strings are English; zh-TW is the default interface language (spec 1).
// Form descriptors (forms/) are extracted too: their texts are source strings like the macros'.
// Files, not folders, where a folder holds texts the sign-in page never shows: the signed-in shell (src/app/shell)
// and the IP-list checks (src/validation/lists.ts) are the console catalogue's (issue 29: the sign-in page's budget).
const CORE = [
  '<rootDir>/src/app/*.ts',
  '<rootDir>/src/app/*.tsx',
  // The services the sign-in page uses (feedback, session, errors, branding); the screen registry's types have no texts.
  '<rootDir>/src/services/*.ts',
  '<rootDir>/src/api',
  '<rootDir>/src/i18n',
  '<rootDir>/src/validation/rules.ts',
  '<rootDir>/src/validation/network.ts',
  '<rootDir>/src/features/login',
  '<rootDir>/src/components/LanguageSwitch.tsx',
];
/** The console catalogue leaves out what the sign-in catalogue has: folders whole, files and file globs as they are. */
const notInConsole = (path: string) => path.replace('<rootDir>/', '**/') + (/\.tsx?$/.test(path) ? '' : '/**');

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
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*', ...CORE.map(notInConsole)],
    },
  ],
  extractors: [babel, formsExtractor],
  orderBy: 'messageId',
});
