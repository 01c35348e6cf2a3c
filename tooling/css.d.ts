// Stylesheets are bundled by webpack (css-loader); TypeScript only needs to know they exist.
declare module '*.css';
