/** The sandbox's document, made by `codeRunSandbox.mjs`. */
declare module 'virtual:code-run-sandbox' {
  const html: string;
  export default html;
}
