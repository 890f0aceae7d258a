/** An entry of this folder imported with `?inline-script`: its bundled, minified text (src/integrations/inline-script-bundle.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
