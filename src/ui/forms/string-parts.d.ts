/** An English file's strings that travel with one part of the forms engine (src/integrations/string-parts.ts). */
declare module '*?strings=shell' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?strings=phone-input' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?strings=error-hint' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?strings=card-fields' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?strings=bank-account' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '*?strings=money-calculator' {
  const strings: Record<string, string>;
  export default strings;
}
