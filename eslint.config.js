import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/generated/**',
      'src/api/schema.d.ts',
      'openapi/dist/**',
      'docs/api/**',
      'test-results/**',
      'playwright-report/**',
      'mocks/.state/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Dates and numbers through the kept formatters (one Intl formatter per locale and options, issue 29).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Use formatDate, formatTime, formatDateTime or formatNumber from src/i18n/format.ts: toLocale*String builds a new Intl formatter on every call.',
        },
      ],
    },
  },
  {
    // Dialogs mount from their first opening (issue 29): a closed Mantine Modal or Drawer mounts its portal and renders
    // again in the commit that draws its page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/components/dialog-mount.tsx', 'src/components/mantine-modal.tsx', 'src/components/drawer-mount.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Modal', 'Drawer'],
              message: 'Use Modal from src/components/dialog-mount.tsx (or the guarded one) and Drawer from src/components/drawer-mount.tsx: they mount from their first opening.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every visible string of the console goes through Lingui.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // identifiers, paths, CSS values and other single "words" that do not start with a capital
            '^(?![A-Z])\\S+$',
            // constants
            '^[A-Z0-9_-]+$',
            // punctuation and numbers only
            '^[^A-Za-z]*$',
            // product names, which read the same in every language
            "^(Let's Encrypt|ZeroSSL|TypeScript)$",
          ],
          ignoreNames: [
            { regex: { pattern: 'className|classNames|style|styles', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'src',
            'href',
            'to',
            'type',
            'id',
            'key',
            'width',
            'height',
            'autoComplete',
            'inputMode',
            'placeholder',
            'variant',
            'color',
            'c',
            'fz',
            'fw',
            'size',
            'position',
            'justify',
            'align',
            'label',
            'value',
            // an IntersectionObserver's margins (CSS lengths)
            'rootMargin',
          ],
          ignoreFunctions: ['Error', 'console.*', '*.startsWith', '*.includes', 'navigate', 'redirect', 'URLSearchParams', 'import', 'useMediaQuery', 'EditorView.theme'],
        },
      ],
    },
  },
);
