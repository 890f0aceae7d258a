/** An entry of this folder imported with `?script-file`: the URL of its bundled ES module (src/integrations/inline-script-bundle.ts). */
declare module '*?script-file' {
  const url: string;
  export default url;
}
