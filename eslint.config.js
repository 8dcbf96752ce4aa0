import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.data/**', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser's one way (shared/src/platform): forms, mutations and schemas come from the platform and shared.
    files: ['root-config/src/**', 'mfe-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Schemas live in shared/src/validation (zod/mini in the browser).' },
            { name: 'react-hook-form', message: 'Use @seller-portal/platform/forms (served once).' },
            {
              name: '@hookform/resolvers/zod',
              message: 'Use useZodForm from @seller-portal/platform/forms.',
            },
            {
              name: 'single-spa-react',
              message: 'Use createMicroFrontend or createParcel (@seller-portal/platform).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='refetchQueries']",
          message: "Refetch by typed document through useToastMutation's `refetch`, never by operation name.",
        },
      ],
    },
  },
  prettier,
);
