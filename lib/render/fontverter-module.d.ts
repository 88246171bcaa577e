/** Types for fontverter (the package ships none): the one call lib/render/signature.ts makes, from its README. */
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer> };
  export default fontverter;
}
