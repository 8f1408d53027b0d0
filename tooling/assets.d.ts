// What the webpack config (./webpack.cjs) and the jest preset (./jest.cjs) let an app import besides code:
// CSS for its side effect, and images as the URL of the emitted file.
declare module '*.css';
/** A stylesheet's text, where a build reads it as such (host/webpack.frame.cjs). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
