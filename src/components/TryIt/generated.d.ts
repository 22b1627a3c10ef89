/** The playground plugin's data module (src/plugins/playground), written by every build and dev start. */
declare module '@generated/playground/default/playground.json' {
  const data: import('@site/src/plugins/playground').PlaygroundData;
  export default data;
}
