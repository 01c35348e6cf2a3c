// A CSS module's default export: its class names as the build scoped them (tooling/webpack-app.js).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string | undefined>>;
  export default classes;
}
