import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import boundaries: the contract stands alone; web features and server modules keep to themselves. */
const contractBoundary = {
  files: ['packages/contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@store/server*', '@store/web*', '**/apps/**'],
            message: 'The contract imports nothing from the apps.',
          },
        ],
      },
    ],
  },
};

const webFeatureBoundary = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*/*', '**/features/*/**', '../../*/**'],
            message: 'Features do not import each other; share through components/ or lib/.',
          },
          {
            group: ['@store/server*'],
            message: 'The web app talks to the server through the contract only.',
          },
        ],
      },
    ],
  },
};

const serverModuleBoundary = {
  files: ['apps/server/src/modules/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*.repository', '../*/*.repository.js'],
            message: "A module does not reach into another module's repository; call its service.",
          },
          { group: ['@store/web*'], message: 'The server does not import the web app.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      'coverage/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  contractBoundary,
  webFeatureBoundary,
  serverModuleBoundary,
);
