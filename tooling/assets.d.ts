// What the webpack config (./webpack.cjs) and the jest preset (./jest.cjs) let an app import besides code:
// CSS for its side effect, and images as the URL of the emitted file.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
