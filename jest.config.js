/** Tests run on the TypeScript sources with ts-jest (typescript pinned to 5.9.x). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
    // ES-module-only packages (the benchmark's peer) become CommonJS; see test/support/esmToCjs.js.
    '^.+\\.js$': '<rootDir>/test/support/esmToCjs.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!(tournament-organizer|tournament-pairings)/)'],
};
