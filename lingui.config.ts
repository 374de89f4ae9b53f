import { defineConfig } from '@lingui/cli';

// Source strings are English; zh-TW is the default interface language (spec 1).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-TW', 'zh-CN', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
  ],
  orderBy: 'messageId',
});
