// CSS side-effect imports and `?worker` imports are resolved by Vite; these are its declarations.
/// <reference types="vite/client" />
