// `punycode/` (with the slash) resolves to the npm package rather than Node's deprecated built-in of the same name.
declare module 'punycode/' {
  export * from 'punycode';
}
