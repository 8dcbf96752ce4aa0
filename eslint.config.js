import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync } from 'node:fs';

/**
 * Code and comments cite only the repository's own documents (docs/architecture.md, docs/adr/, docs/spec/): not an
 * issue number of the tracker, not a document that is not here, not an ADR under a name it does not have.
 */
const citesTheRepository = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const source = context.sourceCode;
    return {
      Program() {
        for (const comment of source.getAllComments()) {
          const problems = [];
          if (/\bARCHITECTURE(\.md)?\b/.test(comment.value))
            problems.push('cite docs/architecture.md by its section name, not an ARCHITECTURE document');
          if (/\b[Ii]ssues? \d+\b/.test(comment.value))
            problems.push('cite the docs/ (an ADR or the spec) instead of an issue number');
          for (const [path] of comment.value.matchAll(/docs\/adr\/\d{3}-[a-z0-9-]+\.md/g)) {
            if (!existsSync(new URL(path, import.meta.url))) problems.push(`${path} does not exist`);
          }
          for (const message of problems) context.report({ loc: comment.loc, message });
        }
      },
    };
  },
};

const REFETCH_BY_DOCUMENT = {
  selector: "Property[key.name='refetchQueries']",
  message: "Refetch by typed document through useToastMutation's `refetch`, never by operation name.",
};

// A Carbon field's message must be tied to it (aria-describedby) for screen readers, and shown one way.
const MESSAGE_TIED_TO_FIELD = {
  selector:
    "JSXOpeningElement[name.name=/^(TextInput|TextArea|Select|PasswordInput)$/] > JSXAttribute[name.name='invalidText']",
  message:
    'Show a field’s message with fieldProps or errorProps (@seller-portal/platform/forms), never a raw invalidText.',
};

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
    plugins: { house: { rules: { 'cites-the-repository': citesTheRepository } } },
    rules: { 'house/cites-the-repository': 'error' },
  },
  {
    // A start loads only what it uses: date-fns's index is about 250 modules, and Node.js 22 and 24 read the package's
    // 138 kB `exports` once per module, 2 of the sandbox's 6 s start for one function.
    files: ['provider-sandbox/src/**', 'gateway/src/**', 'shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'date-fns', message: 'Import each function from its module: date-fns/addDays.' }] },
      ],
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
      'no-restricted-syntax': ['error', REFETCH_BY_DOCUMENT, MESSAGE_TIED_TO_FIELD],
    },
  },
  {
    // The platform's own screens (the offers export) show field messages the same one way.
    files: ['shared/src/platform/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', MESSAGE_TIED_TO_FIELD] },
  },
  prettier,
);
