// Lint: typescript-eslint's recommended rules over the product, the tests, the bench and the
// scripts; prettier owns layout (eslint-config-prettier turns off the rules it would fight).
// The product (src/) also keeps its functions short: the guide's "functions over ~60 lines".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'install/', 'node_modules/', 'test-artifacts/', 'coverage/', 'docs/images/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      // An unused argument is sometimes the shape a caller requires (custom functions, callbacks).
      // Control characters are matched on purpose: the writers neutralise them in player strings.
      'no-control-regex': 'off',
      // Apps Script's ES2019 library has no Error cause; a custom function re-throws only the message
      // a director should read, on purpose.
      'preserve-caught-error': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests poke at plain JSON from the emulated runtime and keep compact throwaway parsers.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
