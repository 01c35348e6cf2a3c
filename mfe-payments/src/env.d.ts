declare const __APP_VERSION__: string;
declare const __BUILT_CONTRACT_VERSION__: string;
declare module '*.css';
