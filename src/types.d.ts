/** Text files bundled by esbuild's text loader (scripts/build.mjs): the example crosstable. */
declare module '*.csv' {
  const text: string;
  export default text;
}
